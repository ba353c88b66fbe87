/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual-panel.c: the monster manual panel (see tw-manual-panel.h). */
#include "ui/tw-manual-panel.h"
#include "ui/tw-a11y.h"
#include "editor/tw-i18n.h"

#include <string.h>

#include "editor/sim/tw-forecast.h"
#include "editor/tw-i18n.h"

/* One row: an entry, with copies of the strings it borrows from the tower
 * (the tower changes under the panel between two rebuilds). */
#define TW_TYPE_MANUAL_ROW (tw_manual_row_get_type ())
G_DECLARE_FINAL_TYPE (TwManualRow, tw_manual_row, TW, MANUAL_ROW, GObject)

struct _TwManualRow
{
  GObject parent_instance;
  TwManualEntry *entry;
  char *id, *name, *floor, *act_type;
};

G_DEFINE_FINAL_TYPE (TwManualRow, tw_manual_row, G_TYPE_OBJECT)

static void
tw_manual_row_finalize (GObject *object)
{
  TwManualRow *row = TW_MANUAL_ROW (object);
  tw_manual_entry_free (row->entry);
  g_free (row->id);
  g_free (row->name);
  g_free (row->floor);
  g_free (row->act_type);
  G_OBJECT_CLASS (tw_manual_row_parent_class)->finalize (object);
}

static void
tw_manual_row_class_init (TwManualRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_manual_row_finalize;
}

static void
tw_manual_row_init (TwManualRow *self)
{
}

static TwManualRow *
tw_manual_row_new (TwManualEntry *entry)
{
  TwManualRow *row = g_object_new (TW_TYPE_MANUAL_ROW, NULL);
  row->entry = entry;
  row->id = g_strdup (entry->enemy_id);
  row->name = g_strdup (entry->name);
  row->floor = g_strdup (entry->first_floor);
  row->act_type = g_strdup (entry->act_type);
  entry->enemy_id = row->id;
  entry->name = row->name;
  entry->first_floor = row->floor;
  entry->act_type = row->act_type;
  return row;
}

struct _TwManualPanel
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkColumnView *view;
  GtkDropDown *scope;
  GtkLabel *summary;
  GListStore *rows;
  GtkSortListModel *sorted;
  GtkSingleSelection *selection;

  TwDocument *document;
  GSignalGroup *document_signals;
  char *floor_id;
  gboolean has_hero;
  char *run_state; /* with the hero: the run's state the formula reads, or NULL */
  TwHeroStats hero;
  gboolean has_edit_hero; /* edit mode's hero box, used when no live hero is set */
  TwHeroStats edit_hero;
};

G_DEFINE_FINAL_TYPE (TwManualPanel, tw_manual_panel, GTK_TYPE_WIDGET)

enum
{
  ENEMY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- columns ---- */

typedef enum
{
  COL_NAME,
  COL_DAMAGE,
  COL_TURN,
  COL_CRITICAL,
  COL_DEF_DAMAGE,
  COL_HP,
  COL_ATK,
  COL_DEF,
  COL_SPECIALS,
  COL_TIME_COST,
  COL_COUNT,
  N_COLS
} Column;

static const struct
{
  const char *id;
  const char *title;
  const char *tooltip;
} columns[N_COLS] = {
  [COL_NAME] = { "name", N_("Enemy"), NULL },
  [COL_DAMAGE] = { "damage", N_("Damage"), N_("The hp the hero loses; ??? when it cannot be fought") },
  [COL_TURN] = { "turn", N_("Turns"), NULL },
  [COL_CRITICAL]
  = { "critical", N_("Critical"), N_("临界: the attack to add for the damage to drop, and the hp saved") },
  [COL_DEF_DAMAGE] = { "def-damage", N_("1 def"), N_("1防: the damage one more defence saves") },
  [COL_HP] = { "hp", N_("HP"), NULL },
  [COL_ATK] = { "atk", N_("ATK"), NULL },
  [COL_DEF] = { "def", N_("DEF"), NULL },
  [COL_SPECIALS] = { "specials", N_("Specials"), NULL },
  [COL_TIME_COST] = { "time-cost", "timeCost",
                      N_("Ticks between two actions; actType; actions "
                      "per 10 ticks") },
  [COL_COUNT] = { "count", N_("Count"), N_("How many stand there") },
};

/* A number to sort by: cannot-be-fought and missing values sort last. */
static gint64
sort_key (const TwManualEntry *e, Column column)
{
  switch (column)
    {
    case COL_DAMAGE:
      return e->battle.can_battle ? e->battle.damage : G_MAXINT64;
    case COL_TURN:
      return e->battle.can_battle ? e->battle.turn : G_MAXINT64;
    case COL_CRITICAL:
      return e->criticals->len > 0 ? g_array_index (e->criticals, TwManualCritical, 0).atk_add
                                   : G_MAXINT64;
    case COL_DEF_DAMAGE:
      return e->has_def_damage ? e->def_damage : G_MAXINT64;
    case COL_HP:
      return e->hp;
    case COL_ATK:
      return e->atk;
    case COL_DEF:
      return e->def;
    case COL_TIME_COST:
      return e->time_cost;
    case COL_COUNT:
      return e->count;
    default:
      return 0;
    }
}

static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  Column column = GPOINTER_TO_INT (data);
  const TwManualEntry *x = TW_MANUAL_ROW ((gpointer)a)->entry;
  const TwManualEntry *y = TW_MANUAL_ROW ((gpointer)b)->entry;
  if (column == COL_NAME || column == COL_SPECIALS)
    return g_utf8_collate (x->name, y->name);
  gint64 kx = sort_key (x, column), ky = sort_key (y, column);
  return kx < ky ? GTK_ORDERING_SMALLER : kx > ky ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static char *
specials_text (const TwManualEntry *e)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < e->specials->len; i++)
    {
      int s = g_array_index (e->specials, int, i);
      const char *zh = tw_manual_special_name (s, TRUE);
      if (out->len > 0)
        g_string_append (out, " ");
      if (zh != NULL)
        g_string_append (out, zh);
      else
        g_string_append_printf (out, "%d", s);
      /* The map damage it puts on each cell it reaches (the map draws it). */
      if (tw_manual_entry_map_damage (e, s) > 0)
        g_string_append_printf (out, " %" G_GINT64_FORMAT, tw_manual_entry_map_damage (e, s));
    }
  return g_string_free (out, FALSE);
}

static char *
specials_tooltip (const TwManualEntry *e)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < e->specials->len; i++)
    {
      int s = g_array_index (e->specials, int, i);
      const char *zh = tw_manual_special_name (s, TRUE), *en = tw_manual_special_name (s, FALSE);
      g_string_append_printf (out, "%s%d %s (%s)", out->len > 0 ? "\n" : "", s,
                              zh != NULL ? zh : "?", en != NULL ? en : _("not a mota-js special"));
    }
  return g_string_free (out, FALSE);
}

static char *
cell_text (const TwManualEntry *e, Column column, char **tooltip)
{
  *tooltip = NULL;
  switch (column)
    {
    case COL_NAME:
      *tooltip = g_strdup (e->enemy_id);
      return g_strdup (e->name);
    case COL_DAMAGE:
      if (e->battle.can_battle)
        {
          TwForecastDamage d = { TRUE, e->can_win, e->battle.damage };
          return tw_forecast_damage_text (&d);
        }
      if (e->can_break)
        return g_strdup_printf (_("??? (+%lld atk)"), (long long)e->break_atk);
      return g_strdup ("???");
    case COL_TURN:
      return e->battle.can_battle ? g_strdup_printf ("%" G_GINT64_FORMAT, e->battle.turn)
                                  : g_strdup ("");
    case COL_CRITICAL:
      {
        if (e->criticals->len == 0)
          return g_strdup ("");
        GString *all = g_string_new (NULL);
        for (guint i = 0; i < e->criticals->len; i++)
          {
            const TwManualCritical *c = &g_array_index (e->criticals, TwManualCritical, i);
            g_string_append_printf (all, _("%s+%lld atk: -%lld"), i > 0 ? "\n" : "",
                                    (long long)c->atk_add, (long long)c->saving);
          }
        *tooltip = g_string_free (all, FALSE);
        const TwManualCritical *c = &g_array_index (e->criticals, TwManualCritical, 0);
        return g_strdup_printf ("+%" G_GINT64_FORMAT ": -%" G_GINT64_FORMAT, c->atk_add, c->saving);
      }
    case COL_DEF_DAMAGE:
      return e->has_def_damage ? g_strdup_printf ("%" G_GINT64_FORMAT, e->def_damage)
                               : g_strdup ("");
    case COL_HP:
    case COL_ATK:
    case COL_DEF:
    case COL_COUNT:
      return g_strdup_printf ("%" G_GINT64_FORMAT, sort_key (e, column));
    case COL_SPECIALS:
      *tooltip = specials_tooltip (e);
      return specials_text (e);
    case COL_TIME_COST:
      *tooltip = g_strdup_printf (_("actType %s, %lld actions per 10 ticks"), e->act_type,
                                  (long long)e->actions_per_10);
      return e->time_cost > 0
                 ? g_strdup_printf ("%" G_GINT64_FORMAT " (%s)", e->time_cost, e->act_type)
                 : g_strdup ("0");
    default:
      return g_strdup ("");
    }
}

/* A cell's tooltip, asked for when it shows: gtk_widget_set_tooltip_text
 * on every bind asks the X server where the pointer is, a round trip per
 * cell in GTK 4.8 (a few hundred when a tower opens). */
static gboolean
label_query_tooltip (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                     GtkListItem *item)
{
  TwManualRow *row = gtk_list_item_get_item (item);
  if (row == NULL)
    return FALSE;
  Column column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "tw-manual-column"));
  g_autofree char *text = NULL;
  g_free (cell_text (row->entry, column, &text));
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
label_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_INT (data) == COL_NAME ? 0 : 1);
  g_object_set_data (G_OBJECT (label), "tw-manual-column", data);
  gtk_widget_set_has_tooltip (label, TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (label_query_tooltip), item);
  gtk_list_item_set_child (item, label);
}

static void
label_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  TwManualRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *tooltip = NULL; /* shown by label_query_tooltip */
  g_autofree char *text = cell_text (row->entry, GPOINTER_TO_INT (data), &tooltip);
  gtk_label_set_text (GTK_LABEL (label), text);
  if (GPOINTER_TO_INT (data) == COL_DAMAGE)
    {
      if (row->entry->can_win)
        gtk_widget_remove_css_class (label, "error");
      else
        gtk_widget_add_css_class (label, "error");
    }
}

/* ---- the rows ---- */

static void
rebuild (TwManualPanel *self)
{
  g_list_store_remove_all (self->rows);
  json_t *tower = self->document != NULL ? tw_document_get_tower (self->document) : NULL;
  gboolean whole = gtk_drop_down_get_selected (self->scope) == 1;
  if (tower == NULL || (!whole && self->floor_id == NULL))
    {
      gtk_label_set_text (self->summary, "");
      return;
    }
  TwHeroStats hero = self->has_hero ? self->hero : self->edit_hero;
  if (!self->has_hero && !self->has_edit_hero)
    {
      memset (&hero, 0, sizeof hero);
      tw_forecast_starting_hero (tower, &hero);
    }
  GPtrArray *entries = tw_manual_build_in_run (tower, whole ? NULL : self->floor_id, &hero,
                                               self->has_hero ? self->run_state : NULL, 3);
  if (entries == NULL)
    {
      gtk_label_set_text (self->summary, "");
      return;
    }
  g_ptr_array_set_free_func (entries, NULL);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < entries->len; i++)
    g_ptr_array_add (rows, tw_manual_row_new (g_ptr_array_index (entries, i)));
  g_list_store_splice (self->rows, 0, 0, rows->pdata, rows->len);
  g_ptr_array_unref (entries);
  g_autofree char *summary = g_strdup_printf (_("hero hp %lld, atk %lld, def %lld, mdef %lld"),
                                              (long long)hero.hp, (long long)hero.atk,
                                              (long long)hero.def, (long long)hero.mdef);
  gtk_label_set_text (self->summary, summary);
}

static void
document_changed_cb (TwManualPanel *self)
{
  rebuild (self);
}

static void
scope_changed_cb (GObject *object, GParamSpec *pspec, TwManualPanel *self)
{
  rebuild (self);
}

static void
activate_cb (GtkColumnView *view, guint position, TwManualPanel *self)
{
  tw_manual_panel_activate (self, position);
}

/* ---- GObject ---- */

static void
tw_manual_panel_dispose (GObject *object)
{
  TwManualPanel *self = TW_MANUAL_PANEL (object);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->floor_id, g_free);
  g_clear_pointer (&self->run_state, g_free);
  G_OBJECT_CLASS (tw_manual_panel_parent_class)->dispose (object);
}

static void
tw_manual_panel_class_init (TwManualPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_manual_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tw-manual-panel");

  signals[ENEMY_ACTIVATED] = g_signal_new ("enemy-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                           G_TYPE_STRING, G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT);
}

static void
tw_manual_panel_init (TwManualPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (header, "tw-panel-title");
  GtkWidget *title = gtk_label_new (_("Monster manual"));
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (header), title);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->summary), TRUE);
  gtk_label_set_xalign (self->summary, 1);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->summary));
  const char *const scopes[] = { _("This floor"), _("Whole tower"), NULL };
  self->scope = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (scopes));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->scope), _("The enemies of which floors"));
  tw_a11y_set_name (GTK_WIDGET (self->scope), _("Floors shown"));
  g_signal_connect (self->scope, "notify::selected", G_CALLBACK (scope_changed_cb), self);
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->scope));
  gtk_box_append (GTK_BOX (self->box), header);

  self->rows = g_list_store_new (TW_TYPE_MANUAL_ROW);
  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->view), "manual-view");
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  for (int c = 0; c < N_COLS; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (label_setup), GINT_TO_POINTER (c));
      g_signal_connect (factory, "bind", G_CALLBACK (label_bind), GINT_TO_POINTER (c));
      GtkColumnViewColumn *column = gtk_column_view_column_new (_(columns[c].title), factory);
      /* gtk_column_view_column_set_id is GTK 4.10: the id as data. */
      g_object_set_data (G_OBJECT (column), "tw-column-id", (gpointer)columns[c].id);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_column_set_expand (column, c == COL_NAME);
      gtk_column_view_column_set_sorter (
          column, GTK_SORTER (gtk_custom_sorter_new (compare_rows, GINT_TO_POINTER (c), NULL)));
      g_object_unref (gtk_column_view_column_get_sorter (column));
      gtk_column_view_append_column (self->view, column);
      g_object_unref (column);
    }
  GtkSorter *sorter = gtk_column_view_get_sorter (self->view);
  self->sorted
      = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)), g_object_ref (sorter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->sorted));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  g_object_unref (self->selection);
  g_signal_connect (self->view, "activate", G_CALLBACK (activate_cb), self);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->view));
  gtk_box_append (GTK_BOX (self->box), scroller);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_changed_cb), self);
}

GtkWidget *
tw_manual_panel_new (void)
{
  return g_object_new (TW_TYPE_MANUAL_PANEL, NULL);
}

void
tw_manual_panel_set_document (TwManualPanel *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  rebuild (self);
}

void
tw_manual_panel_set_floor (TwManualPanel *self, const char *floor_id)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  if (g_strcmp0 (self->floor_id, floor_id) == 0)
    return;
  g_free (self->floor_id);
  self->floor_id = g_strdup (floor_id);
  if (gtk_drop_down_get_selected (self->scope) == 0)
    rebuild (self);
}

void
tw_manual_panel_set_whole_tower (TwManualPanel *self, gboolean whole_tower)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  gtk_drop_down_set_selected (self->scope, whole_tower ? 1 : 0);
}

void
tw_manual_panel_set_hero (TwManualPanel *self, const TwHeroStats *hero)
{
  tw_manual_panel_set_hero_in_run (self, hero, NULL);
}

void
tw_manual_panel_set_hero_in_run (TwManualPanel *self, const TwHeroStats *hero, const char *state)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  self->has_hero = hero != NULL;
  if (hero != NULL)
    self->hero = *hero;
  g_free (self->run_state);
  self->run_state = hero != NULL ? g_strdup (state) : NULL;
  rebuild (self);
}

void
tw_manual_panel_set_edit_hero (TwManualPanel *self, const TwHeroStats *hero)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  if (hero == NULL ? !self->has_edit_hero
                   : self->has_edit_hero && memcmp (hero, &self->edit_hero, sizeof *hero) == 0)
    return;
  self->has_edit_hero = hero != NULL;
  if (hero != NULL)
    self->edit_hero = *hero;
  if (!self->has_hero)
    rebuild (self);
}

guint
tw_manual_panel_get_n_rows (TwManualPanel *self)
{
  g_return_val_if_fail (TW_IS_MANUAL_PANEL (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
}

const TwManualEntry *
tw_manual_panel_get_entry (TwManualPanel *self, guint position)
{
  g_return_val_if_fail (TW_IS_MANUAL_PANEL (self), NULL);
  g_autoptr (TwManualRow) row = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);
  return row != NULL ? row->entry : NULL;
}

void
tw_manual_panel_sort_by (TwManualPanel *self, const char *column, GtkSortType order)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  GListModel *list = gtk_column_view_get_columns (self->view);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkColumnViewColumn) c = g_list_model_get_item (list, i);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (c), "tw-column-id"), column) == 0)
        {
          gtk_column_view_sort_by_column (self->view, c, order);
          return;
        }
    }
  g_warning ("the manual has no column '%s'", column);
}

void
tw_manual_panel_activate (TwManualPanel *self, guint position)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (self));
  const TwManualEntry *e = tw_manual_panel_get_entry (self, position);
  if (e == NULL || e->first_floor == NULL)
    return;
  g_signal_emit (self, signals[ENEMY_ACTIVATED], 0, e->enemy_id, e->first_floor, e->first_x,
                 e->first_y);
}
