var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = 
{
	"main": {
		"floorIds": [
			"F1",
			"F2"
		]
	},
	"firstData": {
		"floorId": "F1",
		"hero": {
			"hp": 1000,
			"atk": 10,
			"def": 10,
			"mdef": 0,
			"money": 0,
			"experience": 0,
			"loc": {
				"direction": "up",
				"x": 1,
				"y": 2
			}
		}
	},
	"values": {
		"redJewel": 3,
		"breakArmor": 0.9
	}
}