main.floors.F2 = 
{"floorId": "F2", "ratio": 2, "map": [[0, 0], [0, 1]], "width": 2, "height": 2}
