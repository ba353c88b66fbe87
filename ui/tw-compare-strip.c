/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-compare-strip.c: the balancing loop's before → after (see tw-compare-strip.h). */
#include "ui/tw-compare-strip.h"
#include "editor/tw-i18n.h"

enum
{
  CELL_HP,
  CELL_TICKS,
  CELL_BATTLES,
  CELL_DAMAGE,
  CELL_DEATH,
  CELL_DIFFERENCE,
  N_CELLS
};

struct _TwCompareStrip
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *title;
  GtkLabel *cells[N_CELLS];
};

G_DEFINE_FINAL_TYPE (TwCompareStrip, tw_compare_strip, GTK_TYPE_WIDGET)

static const char *const cell_names[N_CELLS]
    = { "compare-hp", "compare-ticks", "compare-battles",
        "compare-damage", "compare-death", "compare-difference" };
static const char *const cell_tooltips[N_CELLS] = {
  N_("The hero's hp at the end of the moves, before and after the edit"),
  N_("The clock at the end of the moves, before and after the edit"),
  N_("Battles fought, before and after the edit"),
  N_("Damage the hero took in battles, before and after the edit"),
  N_("When and how the hero died, before and after the edit"),
  N_("The first tick at which the two runs differ"),
};

/* "End hp 1000 → 820" with the numbers in bold when they changed. */
static void
set_number_cell (GtkLabel *label, const char *name, gint64 before, gint64 after)
{
  g_autofree char *markup
      = before == after
            ? g_strdup_printf ("%s %" G_GINT64_FORMAT " → %" G_GINT64_FORMAT, name, before, after)
            : g_strdup_printf ("%s <b>%" G_GINT64_FORMAT " → %" G_GINT64_FORMAT "</b>", name,
                               before, after);
  gtk_label_set_markup (label, markup);
}

static char *
death_text (const TwSimRun *run)
{
  /* The tick the timeline draws the death at (one clock: docs/timeline.md). */
  if (run->death_at < 0)
    return g_strdup (_("none"));
  if (run->death_cause != NULL && *run->death_cause != '\0')
    return g_markup_printf_escaped (_("tick %lld (%s)"), (long long)run->death_at,
                                    run->death_cause);
  return g_strdup_printf (_("tick %lld"), (long long)run->death_at);
}

static void
set_death_cell (GtkLabel *label, const TwSimRun *before, const TwSimRun *after)
{
  g_autofree char *a = death_text (before);
  g_autofree char *b = death_text (after);
  gboolean same = g_strcmp0 (a, b) == 0;
  g_autofree char *markup
      = g_strdup_printf (same ? _("Death %s → %s") : _("Death <b>%s → %s</b>"), a, b);
  gtk_label_set_markup (label, markup);
}

void
tw_compare_strip_set_runs (TwCompareStrip *self, const TwSimRun *before, const TwSimRun *after)
{
  g_return_if_fail (TW_IS_COMPARE_STRIP (self));
  gtk_widget_set_visible (GTK_WIDGET (self), before != NULL && after != NULL);
  if (before == NULL || after == NULL)
    return;
  set_number_cell (self->cells[CELL_HP], _("End hp"), before->end_hp, after->end_hp);
  set_number_cell (self->cells[CELL_TICKS], _("Ticks"), before->ticks, after->ticks);
  set_number_cell (self->cells[CELL_BATTLES], _("Battles"), before->battles, after->battles);
  set_number_cell (self->cells[CELL_DAMAGE], _("Damage taken"), before->damage_taken,
                   after->damage_taken);
  set_death_cell (self->cells[CELL_DEATH], before, after);
  gint64 tick = tw_sim_run_first_difference (before, after);
  g_autofree char *difference
      = tick < 0 ? g_strdup (_("The runs are the same"))
                 : g_strdup_printf (_("First difference at tick %lld"), (long long)tick);
  gtk_label_set_text (self->cells[CELL_DIFFERENCE], difference);
}

char *
tw_compare_strip_dup_text (TwCompareStrip *self)
{
  g_return_val_if_fail (TW_IS_COMPARE_STRIP (self), NULL);
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < N_CELLS; i++)
    g_string_append_printf (text, "%s%s", i ? "; " : "", gtk_label_get_text (self->cells[i]));
  return g_string_free (text, FALSE);
}

static void
tw_compare_strip_dispose (GObject *object)
{
  TwCompareStrip *self = TW_COMPARE_STRIP (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tw_compare_strip_parent_class)->dispose (object);
}

static void
tw_compare_strip_class_init (TwCompareStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = tw_compare_strip_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "compare-strip");
}

static void
tw_compare_strip_init (TwCompareStrip *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_margin_start (self->box, 8);
  gtk_widget_set_margin_end (self->box, 8);
  gtk_widget_set_margin_top (self->box, 2);
  gtk_widget_set_margin_bottom (self->box, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->title = gtk_label_new (_("Last edit, before → after:"));
  gtk_widget_add_css_class (self->title, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->title);
  for (guint i = 0; i < N_CELLS; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);
      gtk_widget_set_name (label, cell_names[i]);
      gtk_widget_set_tooltip_text (label, _(cell_tooltips[i]));
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (self->box), label);
      self->cells[i] = GTK_LABEL (label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
tw_compare_strip_new (void)
{
  return g_object_new (TW_TYPE_COMPARE_STRIP, NULL);
}
