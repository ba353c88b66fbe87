main.floors.XY8=
{
    "floorId": "XY8",
    "title": "光明学院 8 ",
    "name": "光明学院8",
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
        "0,12": {
            "floorId": "XY7",
            "loc": [
                0,
                12
            ]
        },
        "6,0": {
            "floorId": "XY9",
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
    [  3,  3,  3,  3,  3,  3, 91,  3,  3,  3,  3,  3,  3],
    [  3,227,  0,610,  0,220,  0,  0, 82,219,  0,685,  3],
    [  3,  0,  3,  3,  3,  3,  3,  3,  3,  3,  3,  0,  3],
    [  3, 21,  3, 21,  3,686,  3,365,  3, 21,  3,725,  3],
    [  3,  0,  3,  3,686,  3,354,  3, 22,  3,  3, 81,  3],
    [  3,225,  3,685,  3,604,  3,699,  3,355,  3,686,  3],
    [  3,  0,  3,  3,354,  3, 49,  3,415,  3,  3,  0,  3],
    [  3,356,  3,365,  3, 23,  3,612,  3,365,  3,224,  3],
    [  3,  0,  3,  3,353,  3,355,  3, 21,  3,  3,  0,  3],
    [  3,227,  3,686,  3,711,  3, 21,  3,686,  3,696,  3],
    [  3,  0,  3,  3,  3,  3,  3,  3,  3,  3,  3,  0,  3],
    [  3,710,  0,725,  0, 21,  0,224,  0,685, 81,219,  3],
    [ 94,  0,  3,  3,  3,  3,  3,  3,  3,  3,  3,  3,  3]
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
        0,
        12
    ]
}