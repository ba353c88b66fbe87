core.status.hero.hp += core.rand(100); core.addItem('key', 2); core.setFlag('x', {a: [1, 2]});
core.status.hero.items = {tools: {key: 'many'}}; core.status.hero.atk = 1 / 0;
