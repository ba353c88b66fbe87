/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-badge-layout.h: where a map cell's labels go, so they never overlap.
 *
 * A cell with an enemy carries up to two labels: its damage number at the
 * bottom left and its badge (timeCost and actType) at the top right. At a
 * small zoom the text is larger than the cell allows; then a label that does
 * not fit inside its cell, or would cover the other, is hidden rather than
 * spilt into the next cell. Pure arithmetic: the map canvas and its tests
 * share it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x, y, width, height;
} TwLabelBox;

typedef struct
{
  gboolean damage_shown;
  TwLabelBox damage;
  int badge_form; /* which of the badge's forms is shown; -1: none */
  TwLabelBox badge;
} TwCellLabels;

#define TW_BADGE_MAX_FORMS 4

/* cell: the cell's rectangle. damage: its label's size (width 0: no damage
 * label). badge_forms: the badge's sizes from the preferred (longest) form
 * to the shortest, n_forms of them (0: no badge). The damage number wins over
 * the badge: the badge takes the first form that fits beside it. */
void     tw_cell_labels_layout (const TwLabelBox *cell,
                                double            damage_width,
                                double            damage_height,
                                const TwLabelBox *badge_forms,
                                guint             n_forms,
                                TwCellLabels     *out);

/* TRUE when the two boxes share more than an edge. */
gboolean tw_label_box_overlaps (const TwLabelBox *a,
                                const TwLabelBox *b);
/* TRUE when inner lies within outer, edges included. */
gboolean tw_label_box_inside   (const TwLabelBox *inner,
                                const TwLabelBox *outer);

G_END_DECLS
