main.floors.MJ4=
{
    "floorId": "MJ4",
    "title": "魔界 4 ",
    "name": "魔界4",
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
        "0,12": {
            "floorId": "MJ3",
            "loc": [
                0,
                12
            ]
        },
        "6,12": {
            "floorId": "MJ5",
            "loc": [
                6,
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
    [698,698,698,1127, 81,  0,1030,  0, 22,  0,1134,  4,688],
    [  4,  4,  4,  4,688,  4,  4,  4,  4,  4,  0,  4,688],
    [  0,617,  0,  4,  0,  4, 21, 81,1134,  4,688, 82,688],
    [ 21,  0,1134, 82,1026,  4,  0,  4,  0,  4, 81,  4,  4],
    [  4,  4,  4,  4,  0,  4,1030,  4,688,  4,1126,  4, 22],
    [688,  0,1130, 82,698,  4,  0,  4,  0,  4,  0,  4, 22],
    [  0,688,  0,  4, 81,  4, 81,  4,1026,  4,698, 83, 22],
    [  4,  4,  4,  4,1030,  4,  0,  4, 81,  4,  0,  4,  4],
    [  0,698,  0, 81,  0,  4,1126,  4,  0,  0,1030,  0, 21],
    [688,  0,1126,  4,688,  4,  0,  4,  4,  4,  4,  4,  4],
    [  4,  4, 82,  4,  0,  4,698,  0, 81,1126,699,699,699],
    [  0,  0,  0,  4,1026,  4,  0,  4,  4,  4,  4,  4,  4],
    [ 94,  0,1127, 81,  0,  4, 93,  0, 81,1130,617,617,617]
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