main.floors.MT0=
{
    "floorId": "MT0",
    "map": [

],
    "width": 0,
    "height": 0
}