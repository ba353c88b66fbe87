main.floors.MJ7=
{
    "floorId": "MJ7",
    "title": "魔界 7 ",
    "name": "魔界7",
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
        "0,0": {
            "floorId": "MJ6",
            "loc": [
                0,
                0
            ]
        },
        "10,12": {
            "floorId": "MJ8",
            "loc": [
                10,
                12
            ]
        }
    },
    "beforeBattle": {},
    "afterBattle": {
        "6,8": [
            {
                "type": "setValue",
                "name": "flag:door_MJ7_10_11",
                "operator": "+=",
                "value": "1"
            }
        ]
    },
    "afterGetItem": {},
    "afterOpenDoor": {},
    "autoEvent": {
        "10,11": {
            "0": {
                "condition": "flag:door_MJ7_10_11==1",
                "currentFloor": true,
                "priority": 0,
                "delayExecute": false,
                "multiExecute": false,
                "data": [
                    {
                        "type": "openDoor"
                    },
                    {
                        "type": "setValue",
                        "name": "flag:door_MJ7_10_11",
                        "operator": "=",
                        "value": "null"
                    }
                ]
            }
        }
    },
    "cannotMove": {},
    "cannotMoveIn": {},
    "map": [
    [ 93,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,711,711,711,  4,  4,  4,  4,  4],
    [  0,  4,  4,  4,  4,711,711,711,  0,  0,  0,  4,  4],
    [  0,  4,  4,  4,  4,  0,1182,  0,  4,  4,  0,  4,  4],
    [  0,  4,  4,  4,  4,  4,  0,  4,  4,  4,  0,  4,  4],
    [  0,  4,  4,  4,  4,  4,  0,  4,  4,  4,  0,  4,  4],
    [  0,  0,  0,  0,  0,  0,  0,  4,  4,  4, 85,  4,  4],
    [  4,  4,  4,  4,  4,  4,  4,  4,  4,  4, 93,  4,  4]
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
        0
    ]
}