var enemys_fcae963b_31c9_42b4_b48c_bb48d09f3f80 = 
{
	"greenSlime": {"name":"绿头怪","hp":35,"atk":18,"def":1,"money":1,"exp":1,"special":0},
	"bat": {"name":"小蝙蝠","hp":99999999999999999999,"atk":38,"def":3,"money":3,"exp":3,"special":[1]}
}