main.floors.MJ3=
{
    "floorId": "MJ3",
    "title": "魔界 3 ",
    "name": "魔界3",
    "width": 13,
    "height": 13,
    "canFlyTo": true,
    "canFlyFrom": true,
    "canUseQuickShop": true,
    "cannotViewMap": false,
    "images": [],
    "ratio": 512,
    "defaultGround": "ground",
    "bgm": "douguishen.mp3",
    "firstArrive": [],
    "eachArrive": [],
    "parallelDo": "",
    "events": {},
    "changeFloor": {
        "0,6": {
            "floorId": "MJ2",
            "loc": [
                0,
                6
            ]
        },
        "0,12": {
            "floorId": "MJ4",
            "loc": [
                0,
                12
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
    [688,  0,1030,  0, 81,  0,  0,688,  4,  4,  4,  4,  4],
    [  4, 81,  4,  4,  4,  0,1126,  0, 82,1134,  4,688,  4],
    [  4,  0,688,  0,  4,  4, 81,  4,  4,  0,  4,688,  4],
    [  4,1026,  4,699,  4,  0,617,  0,  4,688,  4,688,  4],
    [  4,  0,  4, 81,  4,688,  0, 21,  4,  0, 81,1130,  4],
    [  4,  0,  4,1030,  4,  4,1127,  4,  4,  0,  4,  0,  4],
    [ 94,  0,1126, 81,1026,  4, 81,  4, 21,1127,  4, 81,  4],
    [  4, 83,  4,  4,699,  4, 81,  4, 21,  4,  4,1026,  4],
    [  0,1134,  0,  4,699,  4, 81,  4, 21,  4,699,  0,699],
    [617,  0,700,  4,  4,  4,  0,  4,  4,  4,  4, 82,  4],
    [  0,699,  0,  4,688,  0,1126,  0,  0,  4,  0,1127,  0],
    [  4,  4,  4,  4,1026,  4,  4,  4,1030,  4, 21, 22, 21],
    [ 92,  0,617, 81,  0, 81,  0,688,  0,  4, 21, 21, 21]
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
        6
    ]
}