main.floors.XY9=
{
    "floorId": "XY9",
    "title": "光明学院 9 ",
    "name": "光明学院9",
    "width": 13,
    "height": 13,
    "canFlyTo": true,
    "canFlyFrom": true,
    "canUseQuickShop": true,
    "cannotViewMap": false,
    "images": [],
    "ratio": 1,
    "defaultGround": "X20061",
    "bgm": "bxsgzz.mp3",
    "firstArrive": [],
    "eachArrive": [],
    "parallelDo": "",
    "events": {},
    "changeFloor": {
        "6,12": {
            "floorId": "XY10",
            "loc": [
                6,
                12
            ]
        },
        "6,0": {
            "floorId": "XY8",
            "loc": [
                6,
                0
            ]
        }
    },
    "beforeBattle": {},
    "afterBattle": {},
    "afterGetItem": {},
    "afterOpenDoor": {},
    "autoEvent": {},
    "cannotMove": {},
    "cannotMoveIn": {},
    "map": [
    [  3,  3,  3,  3,  3,  3, 93,  3,  3,  3,  3,  3,  3],
    [  3,223,  0, 21,  0,225,  0,  0,224,  0,685,  0,  3],
    [  3,  0,  3,  3,  3,  3,  3,  3,  3,  3,  3,220,  3],
    [  3,695,  0,225,  0,  0,601,  0,219,  0,352, 81,  3],
    [  3,  3,  3,  3, 81,  3,  3,  3,  3, 81,  3,  3,  3],
    [  3,353,  3,  0,725,  0,  3,  0,220,  0,  0,685,  3],
    [  3,357,  3,685,  0,609,  3, 21,  3,  3, 81,  3,  3],
    [  3,227,  3,  3, 81,  3,  3,  0,  3,  0,223,  0,  3],
    [  3, 81,  0,  0,224,  0,  0,725,  3,354,  0,686,  3],
    [  3,  3,  3,  3,  3,  3, 82,  3,  3,  3,  3,  3,  3],
    [  3,600, 21,  0,  3,  0,220,  0, 81,223,609,349,  3],
    [  3,685,356,225, 81,696,  0,356,  3,  0, 21,686,  3],
    [  3,  3,  3,  3,  3,  3, 93,  3,  3,  3,  3,  3,  3]
],
    "bgmap": [

],
    "fgmap": [

],
    "bg2map": [

],
    "fg2map": [

],
    "flyPoint": [
        6,
        0
    ]
}