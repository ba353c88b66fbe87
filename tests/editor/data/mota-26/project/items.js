var items_296f5d02_12fd_4166_a7c1_b5e830c9ee3a = 
{
	"items": {
		"yellowKey": {
			"cls": "keys",
			"name": "黄钥匙"
		},
		"redJewel": {
			"cls": "items",
			"name": "红宝石"
		}
	},
	"itemEffect": {
		"redJewel": "core.status.hero.atk += core.values.redJewel * ratio"
	},
	"itemEffectTip": {
		"redJewel": "，攻击+${core.values.redJewel * ratio}",
		"ghost": "an entry without a definition"
	}
}