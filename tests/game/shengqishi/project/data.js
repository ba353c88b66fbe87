var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = 
{
	"main": {
		"floorIds": [
			"GM1",
			"GM2",
			"GM3",
			"GM4",
			"GM5",
			"GM6",
			"BH1",
			"BH2",
			"BH3",
			"BH4",
			"BH5",
			"BH6",
			"BH7",
			"BH8",
			"BH9",
			"BH10",
			"SN1",
			"SN2",
			"SN3",
			"SN4",
			"SN5",
			"SN6",
			"SN7",
			"SN8",
			"SN9",
			"SN10",
			"GM7",
			"XY1",
			"XY2",
			"XY3",
			"XY4",
			"XY5",
			"XY6",
			"XY7",
			"XY8",
			"XY9",
			"XY10",
			"YS1",
			"YS2",
			"YS3",
			"YS4",
			"YS5",
			"YS6",
			"YS7",
			"YS8",
			"YS9",
			"YS10",
			"GM8",
			"CZ1",
			"CZ2",
			"CZ3",
			"CZ4",
			"CZ5",
			"CZ6",
			"CZ7",
			"CZ8",
			"CZ9",
			"CZ10",
			"MM1",
			"SR1",
			"SR2",
			"SR3",
			"SR4",
			"SR5",
			"SR6",
			"SR7",
			"SR8",
			"SR9",
			"SR10",
			"MM2",
			"MM3",
			"SR11",
			"SR12",
			"SR13",
			"SR14",
			"SR15",
			"SR16",
			"SR17",
			"SR18",
			"SR19",
			"SR20",
			"SR21",
			"SR22",
			"SR23",
			"SR24",
			"SR25",
			"SR26",
			"SR27",
			"SR28",
			"SR29",
			"SR30",
			"MM4",
			"ZL1",
			"ZL2",
			"ZL3",
			"ZL4",
			"ZL5",
			"ZL6",
			"ZL7",
			"ZL8",
			"ZL9",
			"ZL10",
			"ZH1",
			"MT0",
			"MT1",
			"MT2",
			"MT3",
			"MT4",
			"MT5",
			"MT6",
			"MT7",
			"MT8",
			"MT9",
			"MT10",
			"DL1",
			"DL2",
			"DL3",
			"DL4",
			"DL5",
			"DL6",
			"DL7",
			"DL8",
			"DL9",
			"DL10",
			"NH1",
			"NH2",
			"NH3",
			"NH4",
			"NH5",
			"NH6",
			"NH7",
			"NH8",
			"NH9",
			"NH10",
			"BN1",
			"BN2",
			"BN3",
			"BN4",
			"BN5",
			"BN6",
			"BN7",
			"BN8",
			"BN9",
			"BN10",
			"MM5",
			"BH11",
			"BH12",
			"BH13",
			"BH14",
			"BH15",
			"BH16",
			"BH17",
			"BH18",
			"BH19",
			"BH20",
			"XW1",
			"XW2",
			"XW3",
			"XW4",
			"XW5",
			"XW6",
			"XW7",
			"XW8",
			"XW9",
			"XW10",
			"HA1",
			"HA2",
			"HA3",
			"HA4",
			"HA5",
			"HA6",
			"HA7",
			"HA8",
			"HA9",
			"HA10",
			"HA11",
			"HA12",
			"HA13",
			"HA14",
			"HA15",
			"HA16",
			"HA17",
			"HA18",
			"HA19",
			"HA20",
			"MM6",
			"LZ1",
			"LZ2",
			"LZ3",
			"LZ4",
			"LZ5",
			"LZ6",
			"LZ7",
			"LZ8",
			"LZ9",
			"LZ10",
			"MJ1",
			"MJ2",
			"MJ3",
			"MJ4",
			"MJ5",
			"MJ6",
			"MJ7",
			"MJ8",
			"MJ9",
			"MJ10"
		],
		"floorPartitions": [],
		"images": [
			"0.png",
			"1.jpg",
			"1.png",
			"2.png",
			"3.png",
			"4.png",
			"5.png",
			"6.png",
			"7.png",
			"8.png",
			"9.png",
			"Actor05-Strange05.png",
			"Star.png",
			"a.png",
			"atk.png",
			"atk2.png",
			"b.png",
			"backg.png",
			"backl.png",
			"backl2.png",
			"backw.png",
			"bear.png",
			"bg.jpg",
			"box1.png",
			"box1Light.png",
			"box2.png",
			"box2Light.png",
			"boxLight.png",
			"brave.png",
			"c.png",
			"def.png",
			"def2.png",
			"dragon.png",
			"dragon1_compress.png",
			"dragonknight.png",
			"exp.png",
			"expL.png",
			"expLt.png",
			"hero.png",
			"hp.png",
			"key.png",
			"lv.png",
			"mana.png",
			"manaL.png",
			"manaLt.png",
			"mdef.png",
			"money.png",
			"octopus.png",
			"potion.png",
			"shengzi.png",
			"winskin.png"
		],
		"tilesets": [
			"magictower.png",
			"VX.png",
			"Riqueza.png",
			"12.png",
			"026-Castle02.png",
			"tilesets.min.png",
			"yjzhiquan.png",
			"deepforest.png",
			"cs5.png",
			"em.png",
			"TombeauOri.png",
			"Map-Cave02.png",
			"008-Snowfield01.png",
			"Heian.png"
		],
		"animates": [
			"atkUp",
			"balloonhan",
			"balloonmusic",
			"balloonnao",
			"balloonspeak",
			"balloontan",
			"balloonwen",
			"baofa",
			"baozha",
			"baozha2",
			"bigExplosion",
			"bing",
			"blackmagic",
			"boss11",
			"boss13",
			"boss15",
			"boss8",
			"chanrao",
			"chuansong",
			"dark",
			"dark2",
			"dark3",
			"dark_1",
			"darkattack",
			"dazhaofadong",
			"defUp",
			"die",
			"double",
			"emo",
			"explosion_small",
			"fire",
			"fire2",
			"fire3",
			"fire4",
			"fire5",
			"firesword",
			"hand",
			"hand2",
			"heal",
			"heidong3",
			"hongguang",
			"hunanxuehua",
			"ice",
			"jianji",
			"jianxue",
			"jinshu",
			"jinshu2",
			"jinshu3",
			"kulou",
			"light",
			"lvup",
			"morphattack",
			"petit2",
			"petit3",
			"purify",
			"rage_buff",
			"re",
			"red",
			"sg",
			"shengdun",
			"skill2",
			"support1",
			"sur",
			"sword",
			"sword1",
			"sword2",
			"sword3",
			"sword4",
			"sword5",
			"sword5_1",
			"sword6",
			"swordN",
			"thunder",
			"thunder2",
			"thunder3",
			"water",
			"yijianzhanqianye",
			"yongchang",
			"zhuanhua",
			"zone"
		],
		"bgms": [
			"21-30.mp3",
			"airuying.mp3",
			"boss3.mp3",
			"bxsgzz.mp3",
			"cbzc.mp3",
			"douguishen.mp3",
			"ending.mp3",
			"gaolikangzhikb.mp3",
			"gentaiyangxishuozaijian.mp3",
			"guijiezhouyuan.mp3",
			"jw.mp3",
			"lfmg.mp3",
			"mingyuetianya.mp3",
			"mingyunshouhu.mp3",
			"mingzhentankenanlansegubao.mp3",
			"shenqu.mp3",
			"shenweiqianchong.mp3",
			"shuiyu.mp3",
			"tiankong.mp3",
			"xian.mp3",
			"xieedushi.mp3",
			"yuanye.mp3",
			"zhandou.mp3",
			"zhuangkuoshishi.mp3"
		],
		"sounds": [
			"048-Explosion01.ogg",
			"049-Explosion02.ogg",
			"050-Explosion03.ogg",
			"051-Explosion04.ogg",
			"053-Cannon02.mp3",
			"054-Cannon03.ogg",
			"061-Thunderclap01.ogg",
			"064-Swing03.mp3",
			"073-Animal08.ogg",
			"085-Monster07.ogg",
			"086-Action01.ogg",
			"098-Attack10.mp3",
			"099-Attack11.mp3",
			"1.flac",
			"112-Heal08.ogg",
			"120-Ice01.ogg",
			"121-Ice02.ogg",
			"122-Ice03.ogg",
			"123-Thunder01.mp3",
			"129-Earth01.mp3",
			"129-Earth01.ogg",
			"130-Earth02.ogg",
			"131-Earth03.ogg",
			"143-Support01.mp3",
			"177-Skill21.mp3",
			"180-Skill24.mp3",
			"2.ogg",
			"Bell.mp3",
			"Ice7.mp3",
			"LocoHorn.ogg",
			"MaleScream.mp3",
			"Saint7.mp3",
			"Thunder01.ogg",
			"Thunder02.ogg",
			"Thunder03.ogg",
			"Water01.ogg",
			"Water02.ogg",
			"Water03.ogg",
			"action2.mp3",
			"aliu.mp3",
			"attack.mp3",
			"baoshi.mp3",
			"biteC.mp3",
			"blood.mp3",
			"bomb.mp3",
			"book.mp3",
			"boss11.mp3",
			"boss112.mp3",
			"boss13.mp3",
			"boss17.mp3",
			"boss8.mp3",
			"burst.mp3",
			"cancel.mp3",
			"centerFly.mp3",
			"chanrao.mp3",
			"chaokong.mp3",
			"chuansong.mp3",
			"chuansong2.mp3",
			"confirm.mp3",
			"cursor.mp3",
			"door.mp3",
			"emo.mp3",
			"equip.mp3",
			"error.mp3",
			"fire2.mp3",
			"fire4.mp3",
			"fire5.mp3",
			"floor.mp3",
			"floor2.mp3",
			"gem.mp3",
			"glz.mp3",
			"guixiao.mp3",
			"hand.mp3",
			"hand.wav",
			"hand2.mp3",
			"hand4.mp3",
			"heal.mp3",
			"heal1.mp3",
			"heal2.mp3",
			"heal4.mp3",
			"heal5.mp3",
			"heidong2.mp3",
			"heidong3.mp3",
			"icePickaxe.mp3",
			"item.mp3",
			"item2.mp3",
			"item3.mp3",
			"jiguan.mp3",
			"jump.mp3",
			"jump2.mp3",
			"keys.mp3",
			"leiji.mp3",
			"levelup.mp3",
			"light.mp3",
			"lingyu.mp3",
			"load.mp3",
			"luodi.mp3",
			"open_ui.mp3",
			"pickaxe.mp3",
			"poison.mp3",
			"pugong2.mp3",
			"recovery.mp3",
			"save.mp3",
			"selector.mp3",
			"shop.mp3",
			"slide.mp3",
			"sword.wav",
			"sword2.mp3",
			"sword3.mp3",
			"sword5.mp3",
			"sword5a.mp3",
			"sword6.mp3",
			"swordN.mp3",
			"thound.mp3",
			"water.mp3",
			"zhuanhua.mp3",
			"zipper.mp3",
			"zone.mp3",
			"zone.wav"
		],
		"fonts": [],
		"nameMap": {
			"确定": "confirm.mp3",
			"取消": "cancel.mp3",
			"操作失败": "error.mp3",
			"光标移动": "cursor.mp3",
			"打开界面": "open_ui.mp3",
			"读档": "load.mp3",
			"存档": "save.mp3",
			"获得道具": "item.mp3",
			"回血": "recovery.mp3",
			"炸弹": "bomb.mp3",
			"飞行器": "centerFly.mp3",
			"开关门": "door.mp3",
			"上下楼": "floor.mp3",
			"跳跃": "jump.mp3",
			"破墙镐": "pickaxe.mp3",
			"破冰镐": "icePickaxe.mp3",
			"宝石": "gem.mp3",
			"阻激夹域": "zone.mp3",
			"穿脱装备": "equip.mp3",
			"背景音乐": "bgm.mp3",
			"攻击": "attack.mp3",
			"背景图": "bg.jpg",
			"商店": "shop.mp3",
			"领域": "zone"
		},
		"levelChoose": [
			{
				"title": "简单",
				"name": "Easy",
				"hard": 1,
				"color": [
					64,
					255,
					85,
					1
				],
				"action": [
					"简单难度琼浆玉露和神之血效果翻倍，玉露效果为回满血后再得一瓶琼浆。同时送琼浆玉露各【10】瓶。\n简单难度勇士的全属性额外给与10%的增幅。\n简单难度勇士开局获得幸运金币。\n简单难度勇士最多可以有最大生命2倍的生命。",
					{
						"type": "setValue",
						"name": "item:I415",
						"value": "10"
					},
					{
						"type": "setValue",
						"name": "item:I416",
						"value": "10"
					},
					{
						"type": "setValue",
						"name": "buff:atk",
						"operator": "+=",
						"value": "0.1"
					},
					{
						"type": "setValue",
						"name": "buff:def",
						"operator": "+=",
						"value": "0.1"
					},
					{
						"type": "setValue",
						"name": "buff:mdef",
						"operator": "+=",
						"value": "0.1"
					},
					{
						"type": "setValue",
						"name": "item:coin",
						"value": "1"
					},
					{
						"type": "hide",
						"loc": [
							[
								2,
								2
							]
						],
						"floorId": "ZH1",
						"remove": true
					}
				]
			},
			{
				"title": "普通",
				"name": "Normal",
				"hard": 3,
				"color": [
					255,
					255,
					64,
					1
				],
				"action": []
			},
			{
				"title": "困难",
				"name": "Hard",
				"hard": 4,
				"color": [
					255,
					68,
					64,
					1
				],
				"action": [
					"困难难度琼浆玉露和神之血不可用。\n但是到结尾琼浆玉露和神之血依旧可以卖钱。"
				]
			}
		],
		"equipName": [
			"法杖",
			"卷轴",
			"法袍"
		],
		"startBgm": "mingyunshouhu.mp3",
		"styles": {
			"startBackground": "project/images/bg.jpg",
			"startVerticalBackground": "project/images/bg.jpg",
			"startLogoStyle": "color: red",
			"startButtonsStyle": "background-color: #32369F; opacity: 0.85; color: #FFFFFF; border: #FFFFFF 2px solid; caret-color: #FFD700;",
			"statusLeftBackground": "url(project/materials/1.png) repeat",
			"statusTopBackground": "url(project/materials/1.png) repeat",
			"toolsBackground": "url(project/materials/1.png) repeat",
			"floorChangingStyle": "background-color: black; color: red",
			"statusBarColor": [
				230,
				230,
				230,
				1
			],
			"borderColor": [
				186,
				204,
				9,
				1
			],
			"selectColor": [
				255,
				215,
				0,
				1
			],
			"font": "Verdana"
		},
		"splitImages": [
			{
				"name": "dragon.png",
				"width": 384,
				"height": 96,
				"prefix": "dragon_"
			},
			{
				"name": "dragon1_compress.png",
				"width": 384,
				"height": 96,
				"prefix": "dragon1_compress_"
			},
			{
				"name": "dragonknight.png",
				"width": 384,
				"height": 96,
				"prefix": "dragonknight_"
			},
			{
				"name": "octopus.png",
				"width": 384,
				"height": 96,
				"prefix": "octopus_"
			}
		]
	},
	"firstData": {
		"title": "旧约•圣骑士",
		"name": "jiuyueshengqishi",
		"version": "Ver 2.10.3",
		"floorId": "MT0",
		"hero": {
			"image": "shengzi.png",
			"animate": false,
			"name": "辉",
			"lv": 1,
			"hpmax": 1000,
			"hp": 1000,
			"manamax": 602214,
			"mana": 100,
			"atk": 10,
			"def": 10,
			"mdef": 0,
			"money": 0,
			"exp": 0,
			"equipment": [],
			"items": {
				"constants": {},
				"tools": {},
				"equips": {}
			},
			"loc": {
				"direction": "up",
				"x": 6,
				"y": 10
			},
			"flags": {},
			"followers": [],
			"steps": 0
		},
		"startCanvas": [
			{
				"type": "comment",
				"text": "在这里可以用事件来自定义绘制标题界面的背景图等"
			},
			{
				"type": "comment",
				"text": "也可以直接切换到其他楼层（比如某个开始剧情楼层）进行操作。"
			},
			{
				"type": "previewUI",
				"action": [
					{
						"type": "fillRect",
						"x": 0,
						"y": 0,
						"width": "core._PX_ || core.__PIXELS__",
						"height": "core._PY_ || core.__PIXELS__",
						"style": [
							82,
							82,
							82,
							1
						]
					},
					{
						"type": "setAttribute",
						"align": "center"
					},
					{
						"type": "fillBoldText",
						"x": "(core._PX_ || core.__PIXELS__) / 2",
						"y": 80,
						"style": [
							255,
							255,
							255,
							1
						],
						"strokeStyle": [
							0,
							0,
							0,
							1
						],
						"font": "bold 40px Verdana",
						"text": "${core.firstData.title}"
					}
				]
			},
			{
				"type": "setValue",
				"name": "flag:selection",
				"value": "0"
			},
			{
				"type": "comment",
				"text": "在右下方自绘一个对话框进行显示选择项"
			},
			{
				"type": "previewUI",
				"action": [
					{
						"type": "fillRect",
						"x": 230,
						"y": 250,
						"width": 150,
						"height": 142,
						"radius": 10,
						"style": [
							50,
							54,
							159,
							0.85
						]
					},
					{
						"type": "strokeRect",
						"x": 230,
						"y": 250,
						"width": 150,
						"height": 142,
						"radius": 10,
						"style": [
							255,
							255,
							255,
							1
						],
						"lineWidth": 2
					},
					{
						"type": "fillBoldText",
						"x": 305,
						"y": 290,
						"style": [
							255,
							255,
							255,
							1
						],
						"font": "bold 25px Verdana",
						"text": "开始游戏"
					},
					{
						"type": "fillBoldText",
						"x": 305,
						"y": 330,
						"font": "bold 25px Verdana",
						"text": "读取存档"
					},
					{
						"type": "fillBoldText",
						"x": 305,
						"y": 370,
						"font": "bold 25px Verdana",
						"text": "回放录像"
					}
				]
			},
			{
				"type": "while",
				"condition": "1",
				"data": [
					{
						"type": "drawSelector",
						"image": "winskin.png",
						"code": 1,
						"x": 245,
						"y": "261 + 40*flag:selection",
						"width": 120,
						"height": 40
					},
					{
						"type": "wait",
						"data": [
							{
								"case": "keyboard",
								"keycode": "13,32",
								"break": true,
								"action": [
									{
										"type": "switch",
										"condition": "flag:selection",
										"caseList": [
											{
												"case": "0",
												"action": [
													{
														"type": "comment",
														"text": "在“开始游戏”确定"
													},
													{
														"type": "break",
														"n": 1
													}
												]
											},
											{
												"case": "1",
												"action": [
													{
														"type": "comment",
														"text": "在“读取存档”确定"
													},
													{
														"type": "callLoad"
													}
												]
											},
											{
												"case": "2",
												"action": [
													{
														"type": "comment",
														"text": "在“回放录像”确定"
													},
													{
														"type": "if",
														"condition": "(!core.isReplaying())",
														"true": [
															{
																"type": "function",
																"function": "function(){\ncore.chooseReplayFile()\n}"
															}
														]
													}
												]
											}
										]
									}
								]
							},
							{
								"case": "keyboard",
								"keycode": "38",
								"break": true,
								"action": [
									{
										"type": "comment",
										"text": "光标上键"
									},
									{
										"type": "setValue",
										"name": "flag:selection",
										"value": "(flag:selection + 2) % 3"
									}
								]
							},
							{
								"case": "keyboard",
								"keycode": "40",
								"break": true,
								"action": [
									{
										"type": "comment",
										"text": "光标下键"
									},
									{
										"type": "setValue",
										"name": "flag:selection",
										"value": "(flag:selection + 1) % 3"
									}
								]
							},
							{
								"case": "mouse",
								"px": [
									245,
									365
								],
								"py": [
									261,
									300
								],
								"break": true,
								"action": [
									{
										"type": "comment",
										"text": "点击“开始游戏”"
									},
									{
										"type": "break",
										"n": 1
									}
								]
							},
							{
								"case": "mouse",
								"px": [
									245,
									365
								],
								"py": [
									301,
									340
								],
								"break": true,
								"action": [
									{
										"type": "comment",
										"text": "点击“读取存档”"
									},
									{
										"type": "callLoad"
									}
								]
							},
							{
								"case": "mouse",
								"px": [
									245,
									365
								],
								"py": [
									341,
									380
								],
								"break": true,
								"action": [
									{
										"type": "comment",
										"text": "点击“播放录像”"
									},
									{
										"type": "if",
										"condition": "(!core.isReplaying())",
										"true": [
											{
												"type": "function",
												"function": "function(){\ncore.chooseReplayFile()\n}"
											}
										]
									}
								]
							}
						]
					}
				]
			},
			{
				"type": "setValue",
				"name": "flag:selection",
				"value": "null"
			},
			{
				"type": "drawSelector",
				"code": 1
			},
			{
				"type": "clearMap"
			},
			{
				"type": "function",
				"function": "function(){\ncore.control.checkBgm()\n}"
			},
			{
				"type": "if",
				"condition": "(main.levelChoose.length == 0)",
				"true": [
					{
						"type": "comment",
						"text": "没有难度选择：直接开始游戏"
					}
				],
				"false": [
					{
						"type": "comment",
						"text": "难度选择：作为样例，这里只提供了一个显示选择项。"
					},
					{
						"type": "function",
						"function": "function(){\nvar choices = [];\nmain.levelChoose.forEach(function (one) {\n\tchoices.push({\n\t\t\"text\": one.title || '',\n\t\t\"action\": [\n\t\t\t{ \"type\": \"function\", \"function\": \"function() { core.status.hard = '\" + (one.name || '') + \"'; }\" }\n\t\t]\n\t});\n})\ncore.insertAction({ \"type\": \"choices\", \"choices\": choices });\n}"
					},
					{
						"type": "comment",
						"text": "你也可以仿照上面的样例进行自己创建等待用户操作来处理不同的难度分歧。\n如需自己处理，请设置 core.status.hard \n（例如，自定义js脚本：core.status.hard = 'Easy' ）"
					}
				]
			},
			{
				"type": "clearMap"
			},
			{
				"type": "comment",
				"text": "接下来会执行startText中的事件"
			},
			{
				"type": "comment",
				"text": "状态栏默认处于隐藏状态；可以使用“显示状态栏”事件进行显示。"
			}
		],
		"startText": [
			{
				"type": "function",
				"function": "function(){\nflags._statusgry_ = 0;\nflags._statusbrg_ = 0.6;\ncore.createSpr0();\ncore.createSprBack();\nflags.version = 3;\n}"
			},
			{
				"type": "comment",
				"text": "初始剧情"
			},
			{
				"type": "setText",
				"background": [
					180,
					180,
					8,
					1
				]
			},
			{
				"type": "showImage",
				"code": 1,
				"image": "1.jpg",
				"loc": [
					0,
					0
				],
				"opacity": 1,
				"time": 0
			},
			"很久以前，世界上曾有两位神明，光明神和黑暗神。他们掌管着世间的光明和黑暗，但千年前的一场神之战，让两位神明决裂，光明神赢得了这场神之战的胜利，于是黑暗神被驱逐到了大陆的边缘，深渊之中，随之被驱逐的，还有黑暗神的信徒们……千年以后，光明神的信徒——光明神殿所属，已经成为大陆最强大的势力。光明神殿位列大陆中央，东依东凌帝国，西傍西武帝国，南临南荒国，北靠北寒帝国。拥有二十八大家族，实力雄厚，即便是精灵王国信奉的精灵神、水神殿信奉的水神、智慧神殿信奉的智慧之神等神明，不得避其锋芒。\n我们的故事，便是从这里开始……",
			{
				"type": "hideImage",
				"code": 1,
				"time": 0
			}
		],
		"shops": [
			{
				"id": "shop1",
				"text": "\t[光明神殿,N464]虔诚的信徒啊, 给我${80+10*flag:shop1}信仰就可以：",
				"textInList": "光明神殿",
				"mustEnable": false,
				"disablePreview": false,
				"choices": [
					{
						"text": "攻击+4",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1<=50",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "4"
							}
						]
					},
					{
						"text": "攻击+20",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1>50&&flag:shop1<=100",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "20"
							}
						]
					},
					{
						"text": "攻击+100",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1>100&&flag:shop1<=150",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "100"
							}
						]
					},
					{
						"text": "攻击+500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1>150&&flag:shop1<=200",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "500"
							}
						]
					},
					{
						"text": "攻击+2500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1>200&&flag:shop1<392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "2500"
							}
						]
					},
					{
						"text": "攻击+2500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							235,
							3,
							44,
							1
						],
						"condition": "flag:shop1>=392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "status:atk",
								"operator": "+=",
								"value": "2500"
							}
						]
					},
					{
						"text": "防御+20",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1>50&&flag:shop1<=100",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "20"
							}
						]
					},
					{
						"text": "防御+100",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1>100&&flag:shop1<=150",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "100"
							}
						]
					},
					{
						"text": "防御+500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1>150&&flag:shop1<=200",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "500"
							}
						]
					},
					{
						"text": "防御+2500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1>200&&flag:shop1<392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "2500"
							}
						]
					},
					{
						"text": "防御+2500",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1>=392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "2500"
							}
						]
					},
					{
						"text": "防御+4",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							11,
							252,
							246,
							1
						],
						"condition": "flag:shop1<=50",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:def",
								"operator": "+=",
								"value": "4"
							}
						]
					},
					{
						"text": "护盾+12，生命上限+200",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1<=50",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "12"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "200"
							}
						]
					},
					{
						"text": "护盾+60，生命上限+1000",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1>50&&flag:shop1<=100",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "60"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "1000"
							}
						]
					},
					{
						"text": "护盾+300，生命上限+5000",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1>100&&flag:shop1<=150",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "300"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "5000"
							}
						]
					},
					{
						"text": "护盾+1500，生命上限+25000",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1>150&&flag:shop1<=200",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "1500"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "25000"
							}
						]
					},
					{
						"text": "护盾+7500，生命上限+125000",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1>200&&flag:shop1<392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "flag:shop1",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "7500"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "125000"
							}
						]
					},
					{
						"text": "护盾+7500，生命上限+125000",
						"need": "status:money>=80+10*flag:shop1",
						"color": [
							22,
							242,
							149,
							1
						],
						"condition": "flag:shop1>=392",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "80+10*flag:shop1"
							},
							{
								"type": "setValue",
								"name": "status:mdef",
								"operator": "+=",
								"value": "7500"
							},
							{
								"type": "setValue",
								"name": "status:hpmax",
								"operator": "+=",
								"value": "125000"
							}
						]
					}
				]
			},
			{
				"id": "shop2",
				"text": "\t[四长老,N669]小圣子啊, 给我足够的金币或物品就可以：",
				"textInList": "四长老",
				"mustEnable": false,
				"disablePreview": false,
				"choices": [
					{
						"text": "黄钥匙(40金币)",
						"need": "status:money>=40",
						"icon": "yellowKey",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "40"
							},
							{
								"type": "setValue",
								"name": "item:yellowKey",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "蓝钥匙(120金币)",
						"need": "status:money>=120",
						"icon": "blueKey",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "120"
							},
							{
								"type": "setValue",
								"name": "item:blueKey",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "红钥匙(300金币)",
						"need": "status:money>=300",
						"icon": "redKey",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "300"
							},
							{
								"type": "setValue",
								"name": "item:redKey",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "20金币(黄钥匙)",
						"need": "item:yellowKey>=1",
						"icon": "coin",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "item:yellowKey",
								"operator": "-=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "+=",
								"value": "20"
							}
						]
					},
					{
						"text": "60金币(蓝钥匙)",
						"need": "item:blueKey>=1",
						"icon": "coin",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "item:blueKey",
								"operator": "-=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "+=",
								"value": "60"
							}
						]
					},
					{
						"text": "150金币(红钥匙)",
						"need": "item:redKey>=1",
						"icon": "coin",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "item:redKey",
								"operator": "-=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "+=",
								"value": "150"
							}
						]
					}
				]
			},
			{
				"id": "shop3",
				"text": "\t[六长老,N653]小圣子啊, 给我足够的金币或物品就可以：",
				"textInList": "六长老",
				"mustEnable": false,
				"disablePreview": false,
				"choices": [
					{
						"text": "魔力药水（50金币）",
						"need": "status:money>=50",
						"icon": "I716",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "50"
							},
							{
								"type": "setValue",
								"name": "item:I716",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "琼浆（${flag:qiongjiang*200+200}金币）",
						"need": "status:money>=flag:qiongjiang*200+200",
						"icon": "I415",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:qiongjiang",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "200*flag:qiongjiang"
							},
							{
								"type": "setValue",
								"name": "item:I415",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "玉露（${flag:yulu*400+400}金币）",
						"need": "status:money>=flag:yulu*400+400",
						"icon": "I416",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:yulu",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "400*flag:yulu"
							},
							{
								"type": "setValue",
								"name": "item:I416",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "炸弹（${flag:zhadan*500+500}金币）",
						"need": "status:money>=flag:zhadan*500+500",
						"icon": "bomb",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:zhadan",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "flag:zhadan*500"
							},
							{
								"type": "setValue",
								"name": "item:bomb",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "对称飞行器（${flag:fei*500+500}金币）",
						"need": "status:money>=flag:fei*500+500",
						"icon": "centerFly",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:fei",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "flag:fei*500"
							},
							{
								"type": "setValue",
								"name": "item:centerFly",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "破墙镐（${flag:po*300+600}金币）",
						"need": "status:money>=flag:po*300+600",
						"icon": "pickaxe",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "flag:po*300+600"
							},
							{
								"type": "setValue",
								"name": "flag:po",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "item:pickaxe",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "破墙镐（${flag:poqiang*300+600}金币）",
						"need": "status:money>=flag:poqiang*300+600",
						"icon": "pickaxe",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "flag:poqiang*300+600"
							},
							{
								"type": "setValue",
								"name": "flag:poqiang",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "item:pickaxe",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "强力炸弹（${2500+flag:qiangli*2500}金币）",
						"need": "status:money>=2500+flag:qiangli*2500",
						"icon": "I407",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:qiangli",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "2500*flag:qiangli"
							},
							{
								"type": "setValue",
								"name": "item:I407",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "地震卷轴（${3000+flag:dizhen*3000}金币）",
						"need": "status:money>=3000+flag:dizhen*3000",
						"icon": "earthquake",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "flag:dizhen",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "3000*flag:dizhen"
							},
							{
								"type": "setValue",
								"name": "item:earthquake",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "大魔法水（5000金币）",
						"need": "status:money>=5000",
						"icon": "I715",
						"condition": "flag:shop3<1",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:money",
								"operator": "-=",
								"value": "5000"
							},
							{
								"type": "setValue",
								"name": "flag:shop3",
								"operator": "+=",
								"value": "1"
							},
							{
								"type": "setValue",
								"name": "item:I715",
								"operator": "+=",
								"value": "1"
							}
						]
					}
				]
			},
			{
				"id": "shop4",
				"text": "\t[光明圣子,hero]我需要足够的魔力值才能：",
				"textInList": "魔力炼钥",
				"mustEnable": true,
				"disablePreview": false,
				"choices": [
					{
						"text": "光明之钥[${item:whiteKey}]（2000魔力）",
						"need": "status:mana>=2000",
						"icon": "whiteKey",
						"color": [
							255,
							255,
							255,
							1
						],
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:mana",
								"operator": "-=",
								"value": "2000"
							},
							{
								"type": "setValue",
								"name": "item:whiteKey",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "黑暗之钥[${item:I422}](8000魔力)",
						"need": "status:mana>=8000",
						"icon": "I422",
						"color": [
							0,
							0,
							0,
							1
						],
						"condition": "flag:heianshengzi<=0",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:mana",
								"operator": "-=",
								"value": "8000"
							},
							{
								"type": "setValue",
								"name": "item:I422",
								"operator": "+=",
								"value": "1"
							}
						]
					},
					{
						"text": "黑暗之钥[${item:I422}](2000魔力)",
						"need": "status:mana>=2000",
						"icon": "I422",
						"color": [
							0,
							0,
							0,
							1
						],
						"condition": "flag:heianshengzi>0",
						"action": [
							{
								"type": "comment",
								"text": "新版商店中需要手动扣减金币和增加访问次数"
							},
							{
								"type": "setValue",
								"name": "status:mana",
								"operator": "-=",
								"value": "2000"
							},
							{
								"type": "setValue",
								"name": "item:I422",
								"operator": "+=",
								"value": "1"
							}
						]
					}
				]
			},
			{
				"id": "itemShop",
				"item": true,
				"textInList": "道具回收商店",
				"use": "money",
				"mustEnable": true,
				"choices": [
					{
						"id": "I710",
						"sell": "100"
					},
					{
						"id": "I711",
						"sell": "200"
					},
					{
						"id": "I712",
						"sell": "300"
					},
					{
						"id": "I713",
						"sell": "400"
					},
					{
						"id": "I714",
						"sell": "500"
					},
					{
						"id": "I415",
						"sell": "1000"
					},
					{
						"id": "I416",
						"sell": "2000"
					},
					{
						"id": "yellowKey",
						"sell": "40"
					},
					{
						"id": "blueKey",
						"sell": "120"
					},
					{
						"id": "redKey",
						"sell": "300"
					}
				]
			}
		],
		"levelUp": [
			{
				"need": "0",
				"title": "",
				"action": [
					{
						"type": "comment",
						"text": "此处是初始等级，只需填写称号"
					}
				]
			},
			{
				"need": "20",
				"title": "",
				"action": [
					{
						"type": "setValue",
						"name": "status:atk",
						"operator": "+=",
						"value": "10"
					},
					{
						"type": "setValue",
						"name": "status:def",
						"operator": "+=",
						"value": "10"
					}
				]
			},
			{
				"need": "40",
				"title": "",
				"action": [
					{
						"type": "tip",
						"text": "恭喜升级"
					}
				]
			}
		]
	},
	"values": {
		"lavaDamage": 100,
		"poisonDamage": 10,
		"weakValue": 20,
		"redGem": 1,
		"blueGem": 1,
		"greenGem": 2,
		"redPotion": 50,
		"bluePotion": 100,
		"yellowPotion": 200,
		"greenPotion": 400,
		"breakArmor": 0.9,
		"counterAttack": 0.1,
		"purify": 3,
		"hatred": 2,
		"animateSpeed": 300,
		"moveSpeed": 100,
		"statusCanvasRowsOnMobile": 2,
		"floorChangeTime": 100
	},
	"flags": {
		"statusBarItems": [
			"enableFloor",
			"enableName",
			"enableHPMax",
			"enableHP",
			"enableMana",
			"enableAtk",
			"enableDef",
			"enableMDef",
			"enableMoney",
			"enableKeys",
			"enableGreenKey",
			"enablePZF",
			"enableSkill"
		],
		"autoScale": true,
		"extendToolbar": false,
		"flyNearStair": false,
		"flyRecordPosition": false,
		"itemFirstText": true,
		"equipboxButton": false,
		"enableAddPoint": false,
		"enableNegativeDamage": false,
		"betweenAttackMax": false,
		"useLoop": true,
		"startUsingCanvas": false,
		"statusCanvas": false,
		"enableEnemyPoint": true,
		"enableGentleClick": true,
		"ignoreChangeFloor": true,
		"canGoDeadZone": false,
		"enableMoveDirectly": true,
		"enableRouteFolding": true,
		"disableShopOnDamage": false,
		"blurFg": false,
		"hideLeftStatusBar": true
	}
}