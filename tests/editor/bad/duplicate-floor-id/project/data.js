var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = 
{
	"main": {
		"floorIds": [
			"MT0",
			"MT0"
		]
	},
	"firstData": {
		"floorId": "MT0",
		"hero": {
			"hp": 1000,
			"atk": 10,
			"def": 10,
			"loc": {
				"direction": "up",
				"x": 1,
				"y": 1
			}
		}
	},
	"values": {
		"breakArmor": 0.9
	}
}