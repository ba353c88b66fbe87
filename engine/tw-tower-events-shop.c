/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-shop.c: mota-js 2.x item shops (docs/rules.md §11.9), a
 * global shop with `item: true` (the sample's project/plugins.js
 * `itemShop`): each choice names an item `id`, its price `money` (in money,
 * or in exp when the shop's `use` is "exp"), a resale price `sell` and a
 * stock `number`; a `condition` hides a choice. The script's `shop ID N`
 * buys one of choice N, `shop ID sell N` sells one back. The stock left and
 * the counts bought and sold are kept in the saved state
 * (flags.towerEventItemShops), as mota-js keeps them in flags.__shops__. */
#include "engine/tw-tower-events-private.h"

#include <math.h>
#include <string.h>

/* The per-choice record of @shop_id's choice @index: {number, money_count,
 * sell_count}, made on first use with the shop's own stock. */
static json_t *
choice_record (TwTowerEvents *tev, const char *shop_id, gint index, json_t *choice)
{
  json_t *shop = json_object_get (tev->item_shops, shop_id), *rec;
  char key[16];

  if (shop == NULL)
    json_object_set_new (tev->item_shops, shop_id, shop = json_object ());
  g_snprintf (key, sizeof key, "%d", index);
  rec = json_object_get (shop, key);
  if (rec == NULL)
    {
      json_t *number = json_object_get (choice, "number");
      rec = json_object ();
      if (json_is_number (number))
        json_object_set_new (rec, "number", json_integer ((json_int_t)json_number_value (number)));
      json_object_set_new (shop, key, rec);
    }
  return rec;
}

static void
count_up (json_t *rec, const char *name, json_int_t by)
{
  json_int_t n = json_integer_value (json_object_get (rec, name));
  json_object_set_new (rec, name, json_integer (n + by));
}

gboolean
tw_tower_events_item_shop (TwEngine *self, json_t *shop, gint index, gboolean sell,
                           const char **why)
{
  TwTowerEvents *tev = self->tev;
  const char *shop_id = json_string_value (json_object_get (shop, "id"));
  json_t *choice = json_array_get (json_object_get (shop, "choices"), (gsize)index);
  gboolean exp = g_strcmp0 (json_string_value (json_object_get (shop, "use")), "exp") == 0;
  gint64 *purse = exp ? &self->hero.exp : &self->hero.money;
  const char *item_id;
  gint item;
  json_t *price, *rec, *left;
  Ctx ctx;
  double cost, owned;

  if (!json_is_object (choice))
    return (*why = "no such choice"), FALSE;
  item_id = json_string_value (json_object_get (choice, "id"));
  item = item_id ? tw_tower_find_item (self->tower, item_id) : -1;
  if (item < 0)
    return (*why = "no such choice"), FALSE;
  /* An item of class `items` takes effect when got (events.js getItem):
   * not bought here. */
  if (g_strcmp0 (tw_tower_get_item (self->tower, (guint)item)->cls, "items") == 0)
    return (*why = "shop not simulated"), FALSE;
  tw_tower_events_ctx_init (self, &ctx, "shop", self->cur, -1, -1);
  if (json_object_get (choice, "condition") != NULL
      && !json_is_null (json_object_get (choice, "condition"))
      && g_strcmp0 (json_string_value (json_object_get (choice, "condition")), "") != 0)
    {
      double v;
      if (!tw_tower_events_eval_value (self, &ctx, json_object_get (choice, "condition"), &v))
        return (*why = "shop not simulated"), FALSE;
      if (v == 0)
        return (*why = "no such choice"), FALSE;
    }
  price = json_object_get (choice, sell ? "sell" : "money");
  if (price == NULL || json_is_null (price))
    return (*why = "no such choice"), FALSE;
  if (!tw_tower_events_eval_value (self, &ctx, price, &cost) || !isfinite (cost))
    return (*why = "shop not simulated"), FALSE;
  rec = choice_record (tev, shop_id, index, choice);
  left = json_object_get (rec, "number");
  owned = tw_tower_events_read_name (self, &ctx, NS_ITEM, item_id);
  if (sell)
    {
      if (owned < 1)
        return (*why = "nothing to sell"), FALSE;
      tw_tower_events_write_name (self, &ctx, NS_ITEM, item_id, owned - 1);
      *purse += (gint64)floor (cost);
      if (left)
        count_up (rec, "number", 1);
      count_up (rec, "sell_count", 1);
      return TRUE;
    }
  /* plugins.js itemShop `_add`: no more than the purse pays for, nor the stock holds. */
  if (left && json_integer_value (left) < 1)
    return (*why = "sold out"), FALSE;
  if ((double)*purse < cost)
    return (*why = "cannot afford"), FALSE;
  *purse -= (gint64)floor (cost);
  tw_tower_events_write_name (self, &ctx, NS_ITEM, item_id, owned + 1);
  if (left)
    count_up (rec, "number", -1);
  count_up (rec, "money_count", 1);
  return TRUE;
}
