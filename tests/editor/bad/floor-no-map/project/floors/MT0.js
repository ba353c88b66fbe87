main.floors.MT0=
{
    "floorId": "MT0"
}