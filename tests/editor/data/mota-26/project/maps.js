var maps_90f36752_8815_4be8_b32b_d7fad1d0542e = 
{
	"1": {"cls":"terrains","id":"yellowWall"},
	"21": {"cls":"items","id":"yellowKey"},
	"27": {"cls":"items","id":"redJewel"},
	"201": {"cls":"enemys","id":"greenSlime"}
}