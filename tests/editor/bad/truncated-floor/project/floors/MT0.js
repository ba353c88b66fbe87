main.floors.MT0=
{
    "floorId": "MT0",
    "title": "主塔 0 层",
    "ratio": 1,
    "map": [
    [  1,  1,  1,  1],
    [  1,  0,