/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-limits.c: enemies per floor, counted between actions. */
#include "editor/sim/tw-sim-limits.h"

#include "engine/tw-tower.h"
#include "editor/tw-i18n.h"

gboolean
tw_sim_limits_check_enemies (TwEngine *engine, GError **error)
{
  TwTower *tower = tw_engine_get_tower (engine);
  for (guint i = 0; i < tw_tower_get_n_floors (tower); i++)
    {
      const char *id = tw_tower_get_floor (tower, i)->id;
      guint n = tw_engine_get_n_active (engine, id);
      if (n > TW_SIM_MAX_ENEMIES_PER_FLOOR)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC,
                       _("limit: floor %s holds %u enemies, over the cap of %u (a summoner "
                       "filling the floor?)"),
                       id, n, TW_SIM_MAX_ENEMIES_PER_FLOOR);
          return FALSE;
        }
    }
  return TRUE;
}
