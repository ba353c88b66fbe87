var items_296f5d02_12fd_4166_a7c1_b5e830c9ee3a = 
{