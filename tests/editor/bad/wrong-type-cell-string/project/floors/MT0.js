main.floors.MT0=
{
    "floorId": "MT0",
    "title": "主塔 0 层",
    "ratio": 1,
    "map": [
    [  1,  1,  1,  1],
    [  1,  0,"201",  1],
    [  1, 21,  0,  1],
    [  1,  1,  1,  1]
],
    "changeFloor": {},
    "width": 4,
    "height": 4
}