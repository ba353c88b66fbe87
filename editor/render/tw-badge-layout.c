/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-badge-layout.c: where a map cell's labels go; see the header. */
#include "editor/render/tw-badge-layout.h"

gboolean
tw_label_box_overlaps (const TwLabelBox *a, const TwLabelBox *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width && a->y < b->y + b->height
         && b->y < a->y + a->height;
}

gboolean
tw_label_box_inside (const TwLabelBox *inner, const TwLabelBox *outer)
{
  return inner->x >= outer->x && inner->y >= outer->y
         && inner->x + inner->width <= outer->x + outer->width
         && inner->y + inner->height <= outer->y + outer->height;
}

static gboolean
fits (const TwLabelBox *cell, double width, double height)
{
  return width > 0 && height > 0 && width <= cell->width && height <= cell->height;
}

void
tw_cell_labels_layout (const TwLabelBox *cell, double damage_width, double damage_height,
                       const TwLabelBox *badge_forms, guint n_forms, TwCellLabels *out)
{
  g_return_if_fail (cell != NULL && out != NULL);
  g_return_if_fail (n_forms == 0 || badge_forms != NULL);

  *out = (TwCellLabels){ .badge_form = -1 };
  /* The damage number: bottom left, as mota-js draws it. */
  if (fits (cell, damage_width, damage_height))
    {
      out->damage_shown = TRUE;
      out->damage = (TwLabelBox){ cell->x, cell->y + cell->height - damage_height, damage_width,
                                  damage_height };
    }
  /* The badge: top right, in the first form that fits beside the number. */
  for (guint i = 0; i < n_forms; i++)
    {
      double width = badge_forms[i].width, height = badge_forms[i].height;
      if (!fits (cell, width, height))
        continue;
      TwLabelBox box = { cell->x + cell->width - width, cell->y, width, height };
      if (out->damage_shown && tw_label_box_overlaps (&box, &out->damage))
        continue;
      out->badge_form = (int)i;
      out->badge = box;
      return;
    }
}
