/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map's cell labels (editor/render/tw-badge-layout.c): at zoom 0.5, 1 and 2
 * no label leaves its cell and no two overlap, whatever the text. */
#include <string.h>

#include "editor/render/tw-badge-layout.h"

/* About what the canvas's font gives: its size is the cell's 0.32, within
 * 9..18 pixels; a digit or letter is 0.6 of it wide. */
static double
font_pixels (double cell)
{
  return CLAMP (cell * 0.32, 9, 18);
}

static TwLabelBox
text_size (const char *text, double cell, double pad)
{
  double font = font_pixels (cell);
  return (TwLabelBox){ 0, 0, strlen (text) * font * 0.6 + pad, font * 1.2 + pad };
}

static const char *const damages[] = { "0", "45", "380", "1234", "56789", "???", "1.2e5" };
static const char *const badges[][2] = {
  { "1 idle", "1I" },
  { "5 chase", "5C" },
  { "12 patrol", "12P" },
  { "250 flee", "250F" },
};

/* Lays out a row of cells and checks every cell's labels, and the labels of
 * neighbours against each other. */
static void
check_zoom (double zoom, guint *damage_shown, guint *badge_shown, guint *cases)
{
  double cs = 32 * zoom;
  for (guint d = 0; d < G_N_ELEMENTS (damages); d++)
    for (guint b = 0; b < G_N_ELEMENTS (badges); b++)
      {
        TwCellLabels cells[3];
        for (int c = 0; c < 3; c++)
          {
            TwLabelBox cell = { c * cs, 0, cs, cs };
            TwLabelBox damage = text_size (damages[d], cs, 2);
            TwLabelBox forms[2]
                = { text_size (badges[b][0], cs, 3), text_size (badges[b][1], cs, 3) };
            tw_cell_labels_layout (&cell, damage.width, damage.height, forms, 2, &cells[c]);
            TwCellLabels *l = &cells[c];
            (*cases)++;
            if (l->damage_shown)
              {
                (*damage_shown)++;
                g_assert_true (tw_label_box_inside (&l->damage, &cell));
                g_assert_cmpfloat (l->damage.width, ==, damage.width);
              }
            if (l->badge_form >= 0)
              {
                (*badge_shown)++;
                g_assert_true (tw_label_box_inside (&l->badge, &cell));
                g_assert_cmpfloat (l->badge.width, ==, forms[l->badge_form].width);
              }
            if (l->damage_shown && l->badge_form >= 0)
              g_assert_false (tw_label_box_overlaps (&l->damage, &l->badge));
          }
        /* Neighbours: nothing of one cell covers the next. */
        for (int c = 0; c + 1 < 3; c++)
          {
            const TwLabelBox *mine[2] = { cells[c].damage_shown ? &cells[c].damage : NULL,
                                          cells[c].badge_form >= 0 ? &cells[c].badge : NULL };
            const TwLabelBox *next[2]
                = { cells[c + 1].damage_shown ? &cells[c + 1].damage : NULL,
                    cells[c + 1].badge_form >= 0 ? &cells[c + 1].badge : NULL };
            for (int i = 0; i < 2; i++)
              for (int j = 0; j < 2; j++)
                if (mine[i] != NULL && next[j] != NULL)
                  g_assert_false (tw_label_box_overlaps (mine[i], next[j]));
          }
      }
}

static void
test_zooms (void)
{
  const double zooms[] = { 0.5, 1, 2 };
  guint damage_shown[3] = { 0 }, badge_shown[3] = { 0 }, cases[3] = { 0 };
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      check_zoom (zooms[z], &damage_shown[z], &badge_shown[z], &cases[z]);
      g_test_message ("zoom %.1f: %u damage and %u badges shown of %u cells", zooms[z],
                      damage_shown[z], badge_shown[z], cases[z]);
    }
  /* Hiding is the exception: at zoom 2 everything fits; at 1 every damage
   * number of up to four digits does; at 0.5 some labels had to go. */
  g_assert_cmpuint (damage_shown[2], ==, cases[2]);
  g_assert_cmpuint (badge_shown[2], ==, cases[2]);
  g_assert_cmpuint (damage_shown[1], >=, cases[1] * 4 / 7);
  g_assert_cmpuint (badge_shown[1], >, 0);
  g_assert_cmpuint (damage_shown[0] + badge_shown[0], <, 2 * cases[0]);
}

/* The badge shrinks to its short form beside a wide number, and goes when
 * even that would cover the number. */
static void
test_badge_gives_way (void)
{
  TwLabelBox cell = { 100, 200, 32, 32 };
  TwLabelBox forms[2] = { { 0, 0, 30, 14 }, { 0, 0, 12, 14 } };
  TwCellLabels l;
  tw_cell_labels_layout (&cell, 18, 14, forms, 2, &l);
  g_assert_true (l.damage_shown);
  g_assert_cmpfloat (l.damage.x, ==, 100);
  g_assert_cmpfloat (l.damage.y, ==, 218);
  g_assert_cmpint (l.badge_form, ==, 0); /* top and bottom do not meet: 14 + 14 <= 32 */

  tw_cell_labels_layout (&cell, 20, 20, forms, 2, &l);
  g_assert_true (l.damage_shown);
  g_assert_cmpint (l.badge_form, ==, 1); /* 20 + 14 > 32: side by side, the short form */
  g_assert_cmpfloat (l.badge.x, ==, 120);

  tw_cell_labels_layout (&cell, 30, 20, forms, 2, &l);
  g_assert_true (l.damage_shown);
  g_assert_cmpint (l.badge_form, ==, -1);

  /* A number wider than the cell is hidden; the badge then has the cell. */
  tw_cell_labels_layout (&cell, 40, 14, forms, 2, &l);
  g_assert_false (l.damage_shown);
  g_assert_cmpint (l.badge_form, ==, 0);
  g_assert_cmpfloat (l.badge.x, ==, 102);
  g_assert_cmpfloat (l.badge.y, ==, 200);

  /* No labels at all. */
  tw_cell_labels_layout (&cell, 0, 0, NULL, 0, &l);
  g_assert_false (l.damage_shown);
  g_assert_cmpint (l.badge_form, ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/badge-layout/zooms", test_zooms);
  g_test_add_func ("/badge-layout/badge-gives-way", test_badge_gives_way);
  return g_test_run ();
}
