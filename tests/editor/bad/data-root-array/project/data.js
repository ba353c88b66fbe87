var data = 
[{"main": {}}]