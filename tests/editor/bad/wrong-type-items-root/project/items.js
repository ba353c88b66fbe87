var items = 
{"yellowKey": [1, 2]}