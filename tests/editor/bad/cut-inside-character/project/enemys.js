var enemys_fcae963b_31c9_42b4_b48c_bb48d09f3f80 = 
{
	"greenSlime": {"name":"ç»