Object.defineProperty(core.status.hero, 'hp', { enumerable: true, get: function () { while (true) {} } });
core.status.hero = null; flags.__proto__ = 1; core.getItem('fx', 1e9);
