main.floors.F1=
{
    "floorId": "F1",
    "title": "第一层",
    "item_ratio": 1,
    "map": [
    [  1,  1,  1],
    [  1,201, 27],
    [  1, 21,  0]
],
    "changeFloor": {},
    "width": 3,
    "height": 3
}