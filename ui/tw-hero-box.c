/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-hero-box.c: the hero the edit-mode forecast assumes (see tw-hero-box.h). */
#include "ui/tw-hero-box.h"
#include "ui/tw-a11y.h"
#include "editor/tw-i18n.h"

#include "editor/sim/tw-forecast.h"
#include "editor/tw-i18n.h"

enum
{
  STAT_HP,
  STAT_ATK,
  STAT_DEF,
  STAT_MDEF,
  N_STATS
};

static const char *const stat_names[N_STATS] = { "hp", "atk", "def", "mdef" };

struct _TwHeroBox
{
  GtkWidget parent_instance;

  GtkWidget *button; /* a GtkMenuButton */
  GtkSpinButton *spins[N_STATS];
  json_t *tower;
  gboolean custom;
  TwHeroStats stats; /* when custom */
  gboolean syncing;  /* the spins are being set from the stats */
};

G_DEFINE_FINAL_TYPE (TwHeroBox, tw_hero_box, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
tw_hero_box_get_stats (TwHeroBox *self, TwHeroStats *out)
{
  g_return_val_if_fail (TW_IS_HERO_BOX (self) && out != NULL, FALSE);
  if (self->custom)
    {
      *out = self->stats;
      return TRUE;
    }
  return self->tower != NULL && tw_forecast_starting_hero (self->tower, out);
}

gboolean
tw_hero_box_is_custom (TwHeroBox *self)
{
  g_return_val_if_fail (TW_IS_HERO_BOX (self), FALSE);
  return self->custom;
}

static gint64 *
stat_field (TwHeroStats *stats, guint stat)
{
  switch (stat)
    {
    case STAT_HP:
      return &stats->hp;
    case STAT_ATK:
      return &stats->atk;
    case STAT_DEF:
      return &stats->def;
    case STAT_MDEF:
    default:
      return &stats->mdef;
    }
}

/* The button says whose stats the numbers are for. */
static void
sync_view (TwHeroBox *self)
{
  TwHeroStats stats = { 0 };
  gboolean has = tw_hero_box_get_stats (self, &stats);
  self->syncing = TRUE;
  for (guint i = 0; i < N_STATS; i++)
    gtk_spin_button_set_value (self->spins[i], (double)*stat_field (&stats, i));
  self->syncing = FALSE;
  g_autofree char *label
      = !has           ? g_strdup (_("Hero"))
        : self->custom ? g_strdup_printf (_("Hero %lld/%lld/%lld"), (long long)stats.hp,
                                          (long long)stats.atk, (long long)stats.def)
                       : g_strdup (_("Hero: start"));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->button), label);
  /* Before a tower with a hero is open there is nothing to set: not a
   * popover of zeros. */
  gtk_widget_set_sensitive (self->button, has);
}

static void
changed (TwHeroBox *self)
{
  sync_view (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
tw_hero_box_set_stats (TwHeroBox *self, const TwHeroStats *stats)
{
  g_return_if_fail (TW_IS_HERO_BOX (self) && stats != NULL);
  TwHeroStats base = { 0 };
  if (!self->custom)
    tw_hero_box_get_stats (self, &base);
  else
    base = self->stats;
  base.hp = stats->hp;
  base.atk = stats->atk;
  base.def = stats->def;
  base.mdef = stats->mdef;
  self->stats = base;
  self->custom = TRUE;
  changed (self);
}

void
tw_hero_box_reset (TwHeroBox *self)
{
  g_return_if_fail (TW_IS_HERO_BOX (self));
  self->custom = FALSE;
  changed (self);
}

void
tw_hero_box_set_tower (TwHeroBox *self, json_t *tower)
{
  g_return_if_fail (TW_IS_HERO_BOX (self));
  if (tower != NULL)
    json_incref (tower);
  json_decref (self->tower);
  self->tower = tower;
  self->custom = FALSE;
  changed (self);
}

static void
spin_changed_cb (GtkSpinButton *spin, TwHeroBox *self)
{
  if (self->syncing)
    return;
  TwHeroStats stats = { 0 };
  tw_hero_box_get_stats (self, &stats);
  for (guint i = 0; i < N_STATS; i++)
    *stat_field (&stats, i) = (gint64)gtk_spin_button_get_value (self->spins[i]);
  tw_hero_box_set_stats (self, &stats);
}

static void
reset_clicked_cb (GtkButton *button, TwHeroBox *self)
{
  tw_hero_box_reset (self);
}

static GtkWidget *
build_popover (TwHeroBox *self)
{
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  GtkWidget *intro = gtk_label_new (_("The hero the damage numbers are for. This is not an edit "
                                    "of the tower, only what the forecast assumes."));
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 30);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_grid_attach (GTK_GRID (grid), intro, 0, 0, 2, 1);
  for (guint i = 0; i < N_STATS; i++)
    {
      GtkWidget *label = gtk_label_new (_(stat_names[i]));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->spins[i] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 1e15, 1));
      gtk_spin_button_set_digits (self->spins[i], 0);
      g_autofree char *name = g_strdup_printf ("hero-%s", stat_names[i]);
      gtk_widget_set_name (GTK_WIDGET (self->spins[i]), name);
      /* Read by the stat, as the label beside it shows. */
      tw_a11y_set_name (GTK_WIDGET (self->spins[i]), _(stat_names[i]));
      g_signal_connect (self->spins[i], "value-changed", G_CALLBACK (spin_changed_cb), self);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int)i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->spins[i]), 1, (int)i + 1, 1, 1);
    }
  GtkWidget *reset = gtk_button_new_with_label (_("Start stats"));
  gtk_widget_set_tooltip_text (reset, _("Back to the tower's starting hero"));
  g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked_cb), self);
  gtk_grid_attach (GTK_GRID (grid), reset, 0, N_STATS + 1, 2, 1);
  GtkWidget *popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  return popover;
}

static void
tw_hero_box_dispose (GObject *object)
{
  TwHeroBox *self = TW_HERO_BOX (object);
  g_clear_pointer (&self->button, gtk_widget_unparent);
  g_clear_pointer (&self->tower, json_decref);
  G_OBJECT_CLASS (tw_hero_box_parent_class)->dispose (object);
}

static void
tw_hero_box_class_init (TwHeroBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_hero_box_dispose;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twherobox");
}

static void
tw_hero_box_init (TwHeroBox *self)
{
  self->button = gtk_menu_button_new ();
  gtk_widget_set_name (self->button, "hero-box-button");
  tw_a11y_set_name (self->button, _("Hero for the damage numbers"));
  gtk_widget_set_tooltip_text (self->button,
                               _("The hero the map's damage numbers assume (start stats by default)"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->button), build_popover (self));
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  sync_view (self);
}

GtkWidget *
tw_hero_box_new (void)
{
  return g_object_new (TW_TYPE_HERO_BOX, NULL);
}
