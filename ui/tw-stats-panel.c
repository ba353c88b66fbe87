/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats-panel.c: the resource statistics panel (see tw-stats-panel.h). */
#include "ui/tw-stats-panel.h"
#include "ui/tw-wrap-box.h"
#include "ui/tw-a11y.h"
#include "editor/tw-i18n.h"

#include "editor/analysis/tw-stats-chart.h"
#include "ui/tw-chart-export.h"
#include "editor/tw-i18n.h"

struct _TwStatsPanel
{
  GtkWidget parent_instance;
  GtkWidget *box;
  TwDocument *document;
  GSignalGroup *document_signals;
  GtkStringList *floor_ids; /* the pickers' model: floorIds */
  GtkDropDown *from, *to, *mode;
  GtkStringList *rows; /* one item per floor of the range: its index there */
  GtkColumnView *view;
  GtkDrawingArea *chart;
  TwWrapBox *summary; /* the summary's parts, a label each, in rows */
  TwStats *stats;
  char *summary_text;
  gboolean refilling; /* the pickers' model is being refilled: no rebuild per change */
  gboolean rows_stale; /* the table waits for the panel to show */
};

G_DEFINE_FINAL_TYPE (TwStatsPanel, tw_stats_panel, GTK_TYPE_WIDGET)

/* ---- the table's columns ---- */

enum
{
  COL_FLOOR,
  COL_RATIO,
  COL_GEMS,
  COL_POTIONS,
  COL_EQUIPMENT,
  COL_HP,
  COL_ATK,
  COL_DEF,
  COL_MDEF,
  COL_ENEMIES,
  COL_MONEY,
  COL_EXP,
  COL_YELLOW,
  COL_BLUE,
  COL_RED,
  COL_GREEN,
  COL_UNREAD,
  N_COLS,
};

static const struct
{
  const char *id, *title, *tooltip;
} columns[N_COLS] = {
  { "floor", N_("Floor"), NULL },
  { "ratio", N_("Ratio"), N_("The floor's ratio: gems and potions give their value times it") },
  { "gems", N_("Gems"), N_("Items that raise atk, def or mdef") },
  { "potions", N_("Potions"), N_("Items that raise hp only") },
  { "equipment", N_("Equip"), N_("Items with an equip object") },
  { "hp", N_("hp"), N_("The hp the items give") },
  { "atk", N_("atk"), N_("The atk the items give") },
  { "def", N_("def"), N_("The def the items give") },
  { "mdef", N_("mdef"), N_("The mdef the items give") },
  { "enemies", N_("Enemies"), NULL },
  { "money", N_("Money"), N_("The enemies' money") },
  { "exp", N_("Exp"), N_("The enemies' exp") },
  { "yellow", N_("Yellow"), N_("Yellow keys / yellow doors") },
  { "blue", N_("Blue"), N_("Blue keys / blue doors") },
  { "red", N_("Red"), N_("Red keys / red doors") },
  { "green", N_("Green"), N_("Green keys / green doors") },
  { "unread", N_("Unread"), N_("Items whose effect Turnwright cannot read (they give nothing here)") },
};

static gboolean
is_cumulative (TwStatsPanel *self)
{
  return gtk_drop_down_get_selected (self->mode) == 1;
}

static char *
cell_text (TwStatsPanel *self, guint index, int column)
{
  if (self->stats == NULL || index >= self->stats->floors->len)
    return NULL;
  const TwStatsFloor *floor = &g_array_index (self->stats->floors, TwStatsFloor, index);
  const TwStatsCounts *c = is_cumulative (self) ? &floor->cumulative : &floor->floor;
  switch (column)
    {
    case COL_FLOOR:
      return g_strdup (floor->floor_id);
    case COL_RATIO:
      return g_strdup_printf ("%g", floor->ratio);
    case COL_GEMS:
      return g_strdup_printf ("%u", c->gems);
    case COL_POTIONS:
      return g_strdup_printf ("%u", c->potions);
    case COL_EQUIPMENT:
      return g_strdup_printf ("%u", c->equipment);
    case COL_HP:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->hp);
    case COL_ATK:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->atk);
    case COL_DEF:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->def);
    case COL_MDEF:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->mdef);
    case COL_ENEMIES:
      return g_strdup_printf ("%u", c->enemies);
    case COL_MONEY:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->money);
    case COL_EXP:
      return g_strdup_printf ("%" G_GINT64_FORMAT, c->exp);
    case COL_YELLOW:
    case COL_BLUE:
    case COL_RED:
    case COL_GREEN:
      {
        TwStatsColour colour = TW_STATS_YELLOW + (column - COL_YELLOW);
        return g_strdup_printf ("%u / %u", c->keys[colour], c->doors[colour]);
      }
    case COL_UNREAD:
      return g_strdup_printf ("%u", c->unsimulated_items);
    default:
      return NULL;
    }
}

static gboolean
cell_query_tooltip (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                    gpointer data)
{
  gtk_tooltip_set_text (tooltip, _(columns[GPOINTER_TO_INT (data)].tooltip));
  return TRUE;
}

static void
label_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  int column = GPOINTER_TO_INT (data);
  gtk_label_set_xalign (GTK_LABEL (label), column == COL_FLOOR ? 0 : 1);
  /* The tooltip asked for when it shows: gtk_widget_set_tooltip_text asks
   * the X server where the pointer is (GTK 4.8), and a 200-floor tower makes
   * hundreds of cells at once: 0.3 s of round trips while opening it. */
  gtk_widget_set_has_tooltip (label, TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (cell_query_tooltip), data);
  gtk_list_item_set_child (item, label);
}

static void
label_bind (GtkSignalListItemFactory *factory, GtkListItem *item, TwStatsPanel *self)
{
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "tw-column"));
  const char *index = gtk_string_object_get_string (gtk_list_item_get_item (item));
  g_autofree char *text = cell_text (self, (guint)g_ascii_strtoull (index, NULL, 10), column);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text != NULL ? text : "");
}

/* ---- rebuilding ---- */

/* The range's totals: the last floor's cumulative counts. */
static char *
summary_for (const TwStats *stats)
{
  guint n = stats->floors->len;
  const TwStatsFloor *first = &g_array_index (stats->floors, TwStatsFloor, 0);
  const TwStatsFloor *last = &g_array_index (stats->floors, TwStatsFloor, n - 1);
  const TwStatsCounts *c = &last->cumulative;
  /* The key colours in the order of TwStatsColour, as words to translate. */
  static const char *const colour_words[] = { N_("yellow"), N_("blue"), N_("red"), N_("green") };
  GString *keys = g_string_new (NULL);
  for (int k = TW_STATS_YELLOW; k <= TW_STATS_GREEN; k++)
    g_string_append_printf (keys, "%s%s %+d", k > 0 ? ", " : "",
                            k < (int)G_N_ELEMENTS (colour_words) ? _(colour_words[k])
                                                                 : tw_stats_colour_name (k),
                            (int)c->keys[k] - (int)c->doors[k]);
  char *text = g_strdup_printf (
      _("%s to %s (%u floors): items give hp +%lld, atk +%lld, def +%lld, mdef +%lld; %u enemies "
        "give money %lld, exp %lld; keys minus doors: %s; %u shops in the tower."),
      first->floor_id, last->floor_id, n, (long long)c->hp, (long long)c->atk, (long long)c->def,
      (long long)c->mdef, c->enemies, (long long)c->money, (long long)c->exp, keys->str,
      stats->n_shops);
  g_string_free (keys, TRUE);
  return text;
}

static const char *
picked_floor (GtkDropDown *picker)
{
  GtkStringObject *item = gtk_drop_down_get_selected_item (picker);
  return item != NULL ? gtk_string_object_get_string (item) : NULL;
}

static void
set_summary (TwStatsPanel *self, char *text)
{
  g_free (self->summary_text);
  self->summary_text = text;
  /* A label a part ("...; " and "...；" end one), wrapping between the
   * parts: a wrapping label asked its width for a height answers with the
   * width it needs on one row, and the window's stack gave the whole
   * window that width (issue 32: wider than a 1024 px window). */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->summary))) != NULL)
    gtk_widget_unparent (child);
  const char *part = text != NULL ? text : "";
  while (*part != '\0')
    {
      const char *ascii = strstr (part, "; ");
      const char *wide = strstr (part, "\xef\xbc\x9b"); /* U+FF1B FULLWIDTH SEMICOLON */
      const char *end = NULL;
      if (ascii != NULL && (wide == NULL || ascii < wide))
        end = ascii + 2;
      else if (wide != NULL)
        end = wide + 3;
      else
        end = part + strlen (part);
      g_autofree char *piece = g_strndup (part, end - part);
      GtkWidget *label = gtk_label_new (g_strchomp (piece));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      tw_wrap_box_append (self->summary, label);
      part = end;
    }
}

/* The whole summary as its tooltip, asked for when it shows: setting the
 * tooltip's text on every edit would ask the X server where the pointer is. */
static gboolean
summary_query_tooltip (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                       TwStatsPanel *self)
{
  if (self->summary_text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->summary_text);
  return TRUE;
}

/* The table's rows, one per floor of the range. Not while the panel is
 * hidden (another tab of the bottom panel, as when a tower opens): a
 * column view without a size makes rows for up to 200 items at once,
 * about 0.2 s for a 200-floor tower. It fills when the panel shows. */
static void
rows_refresh (TwStatsPanel *self)
{
  self->rows_stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  guint n = self->stats != NULL && !self->rows_stale ? self->stats->floors->len : 0;
  g_autoptr (GPtrArray) indices = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (indices, g_strdup_printf ("%u", i));
  g_ptr_array_add (indices, NULL);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  gtk_string_list_splice (self->rows, 0, old, (const char *const *)indices->pdata);
}

static void
panel_mapped_cb (GtkWidget *widget, gpointer data)
{
  TwStatsPanel *self = TW_STATS_PANEL (widget);
  if (self->rows_stale)
    rows_refresh (self);
}

static void
rebuild (TwStatsPanel *self)
{
  if (self->refilling)
    return;
  g_clear_pointer (&self->stats, tw_stats_free);
  json_t *tower = self->document != NULL ? tw_document_get_tower (self->document) : NULL;
  g_autoptr (GError) error = NULL;
  if (tower == NULL)
    set_summary (self, g_strdup (_("Open a tower to see its resource statistics.")));
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids)) == 0)
    set_summary (self, g_strdup (_("The tower has no floors yet.")));
  else
    {
      self->stats
          = tw_stats_compute (tower, picked_floor (self->from), picked_floor (self->to), &error);
      if (self->stats == NULL)
        set_summary (self, g_strdup_printf (_("No statistics: %s."), error->message));
      else
        set_summary (self, summary_for (self->stats));
    }
  rows_refresh (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  gboolean can_export = self->stats != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-png", can_export);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.export-svg", can_export);
}

/* The pickers list the document's floors; a picked floor that is still
 * there stays picked, else From goes to the first and To to the last. */
static void
refill_floors (TwStatsPanel *self)
{
  g_autofree char *from = g_strdup (picked_floor (self->from));
  g_autofree char *to = g_strdup (picked_floor (self->to));
  g_auto (GStrv) ids = self->document != NULL ? tw_document_dup_floor_ids (self->document) : NULL;
  self->refilling = TRUE;
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  gtk_string_list_splice (self->floor_ids, 0, old, (const char *const *)ids);
  guint n = ids != NULL ? g_strv_length (ids) : 0;
  guint from_at = 0, to_at = n > 0 ? n - 1 : GTK_INVALID_LIST_POSITION;
  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (ids[i], from) == 0)
        from_at = i;
      if (g_strcmp0 (ids[i], to) == 0)
        to_at = i;
    }
  gtk_drop_down_set_selected (self->from, n > 0 ? from_at : GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (self->to, to_at);
  self->refilling = FALSE;
  rebuild (self);
}

static void
range_changed_cb (GObject *object, GParamSpec *pspec, TwStatsPanel *self)
{
  rebuild (self);
}

static void
mode_changed_cb (GObject *object, GParamSpec *pspec, TwStatsPanel *self)
{
  /* The same rows, other numbers: rebind them. */
  rebuild (self);
}

static void
document_changed_cb (TwStatsPanel *self)
{
  rebuild (self);
}

static void
floors_changed_cb (TwStatsPanel *self)
{
  refill_floors (self);
}

/* ---- the chart and its export ---- */

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TwStatsPanel *self = data;
  if (self->stats != NULL && self->stats->floors->len > 0)
    tw_stats_chart_draw (self->stats, cr, width, height);
}

static gboolean
export_write (gpointer owner, const char *path, GError **error)
{
  return tw_stats_panel_export (TW_STATS_PANEL (owner), path, error);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gboolean svg = g_str_equal (name, "stats.export-svg");
  tw_chart_export_ask (widget, G_OBJECT (widget),
                       svg ? _("Export the statistics chart as SVG")
                           : _("Export the statistics chart as PNG"),
                       svg ? "statistics.svg" : "statistics.png", export_write);
}

/* ---- GObject ---- */

static void
tw_stats_panel_dispose (GObject *object)
{
  TwStatsPanel *self = TW_STATS_PANEL (object);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->stats, tw_stats_free);
  g_clear_pointer (&self->summary_text, g_free);
  G_OBJECT_CLASS (tw_stats_panel_parent_class)->dispose (object);
}

static void
tw_stats_panel_class_init (TwStatsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_stats_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tw-stats-panel");
  gtk_widget_class_install_action (widget_class, "stats.export-png", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "stats.export-svg", NULL, export_action);
}

static GtkDropDown *
floor_picker (TwStatsPanel *self, GtkBox *header, const char *name, const char *mnemonic,
              const char *tooltip)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkDropDown *picker = GTK_DROP_DOWN (
      gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->floor_ids)), NULL));
  gtk_drop_down_set_expression (
      picker, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_drop_down_set_enable_search (picker, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (picker));
  gtk_widget_set_name (GTK_WIDGET (picker), name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (picker), tooltip);
  g_signal_connect (picker, "notify::selected", G_CALLBACK (range_changed_cb), self);
  gtk_box_append (header, label);
  gtk_box_append (header, GTK_WIDGET (picker));
  return picker;
}

static GtkWidget *
export_button (const char *label, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
build_header (TwStatsPanel *self)
{
  GtkBox *header = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_widget_add_css_class (GTK_WIDGET (header), "tw-panel-title");
  GtkWidget *title = gtk_label_new (_("Resource statistics"));
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (header, title);
  GtkWidget *spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (header, spacer);
  self->from = floor_picker (self, header, "stats-from", _("_From"), _("The range's first floor"));
  self->to = floor_picker (self, header, "stats-to", _("_To"), _("The range's last floor"));
  const char *const modes[] = { _("Each floor"), _("Cumulative"), NULL };
  self->mode = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (modes));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->mode),
                               _("The table's numbers: each floor's own, or from the range's "
                               "first floor up to it"));
  g_signal_connect (self->mode, "notify::selected", G_CALLBACK (mode_changed_cb), self);
  tw_a11y_set_name (GTK_WIDGET (self->mode), _("Numbers"));
  gtk_box_append (header, GTK_WIDGET (self->mode));
  gtk_box_append (header, export_button (_("Export _PNG…"), "stats.export-png",
                                         _("Save the chart as a PNG image")));
  gtk_box_append (header, export_button (_("Export _SVG…"), "stats.export-svg",
                                         _("Save the chart as an SVG drawing")));
  return GTK_WIDGET (header);
}

static GtkWidget *
build_table (TwStatsPanel *self)
{
  self->rows = gtk_string_list_new (NULL);
  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (GTK_SELECTION_MODEL (
      gtk_no_selection_new (G_LIST_MODEL (self->rows)))));
  gtk_widget_set_name (GTK_WIDGET (self->view), "stats-view");
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  for (int c = 0; c < N_COLS; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_object_set_data (G_OBJECT (factory), "tw-column", GINT_TO_POINTER (c));
      g_signal_connect (factory, "setup", G_CALLBACK (label_setup), GINT_TO_POINTER (c));
      g_signal_connect (factory, "bind", G_CALLBACK (label_bind), self);
      GtkColumnViewColumn *column = gtk_column_view_column_new (_(columns[c].title), factory);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_append_column (self->view, column);
      g_object_unref (column);
    }
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_size_request (scroller, 300, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->view));
  return scroller;
}

static void
tw_stats_panel_init (TwStatsPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->floor_ids = gtk_string_list_new (NULL);
  gtk_box_append (GTK_BOX (self->box), build_header (self));
  g_object_unref (self->floor_ids); /* the pickers hold it */

  self->summary = TW_WRAP_BOX (tw_wrap_box_new (6, 0));
  gtk_widget_set_name (GTK_WIDGET (self), "stats-panel");
  gtk_widget_set_name (GTK_WIDGET (self->summary), "stats-summary");
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->summary), TRUE);
  g_signal_connect (self->summary, "query-tooltip", G_CALLBACK (summary_query_tooltip), self);
  gtk_widget_set_hexpand (GTK_WIDGET (self->summary), TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->summary), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self->summary), 6);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->summary));

  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_paned_set_start_child (GTK_PANED (paned), build_table (self));
  gtk_paned_set_resize_start_child (GTK_PANED (paned), TRUE);
  self->chart = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chart), "stats-chart");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->chart),
                               _("The hp (top) and atk, def, mdef (bottom) the range's floors give, "
                               "added up floor by floor"));
  gtk_drawing_area_set_content_width (self->chart, 240);
  gtk_drawing_area_set_content_height (self->chart, 100);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  gtk_paned_set_end_child (GTK_PANED (paned), GTK_WIDGET (self->chart));
  gtk_box_append (GTK_BOX (self->box), paned);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (floors_changed_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (panel_mapped_cb), NULL);
  rebuild (self);
}

GtkWidget *
tw_stats_panel_new (void)
{
  return g_object_new (TW_TYPE_STATS_PANEL, NULL);
}

void
tw_stats_panel_set_document (TwStatsPanel *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_STATS_PANEL (self));
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  /* A new tower: its whole range. */
  self->refilling = TRUE;
  gtk_drop_down_set_selected (self->from, GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (self->to, GTK_INVALID_LIST_POSITION);
  self->refilling = FALSE;
  refill_floors (self);
}

static gboolean
find_floor (TwStatsPanel *self, const char *id, guint fallback, guint *out)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  if (id == NULL)
    {
      *out = fallback;
      return n > 0;
    }
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->floor_ids, i), id) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
tw_stats_panel_set_range (TwStatsPanel *self, const char *from, const char *to)
{
  g_return_val_if_fail (TW_IS_STATS_PANEL (self), FALSE);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  guint from_at, to_at;
  if (!find_floor (self, from, 0, &from_at) || !find_floor (self, to, n - 1, &to_at))
    return FALSE;
  self->refilling = TRUE;
  gtk_drop_down_set_selected (self->from, from_at);
  gtk_drop_down_set_selected (self->to, to_at);
  self->refilling = FALSE;
  rebuild (self);
  return TRUE;
}

void
tw_stats_panel_set_cumulative (TwStatsPanel *self, gboolean cumulative)
{
  g_return_if_fail (TW_IS_STATS_PANEL (self));
  gtk_drop_down_set_selected (self->mode, cumulative ? 1 : 0);
}

const TwStats *
tw_stats_panel_get_stats (TwStatsPanel *self)
{
  g_return_val_if_fail (TW_IS_STATS_PANEL (self), NULL);
  return self->stats;
}

const char *
tw_stats_panel_get_summary (TwStatsPanel *self)
{
  g_return_val_if_fail (TW_IS_STATS_PANEL (self), NULL);
  return self->summary_text;
}

char *
tw_stats_panel_dup_cell (TwStatsPanel *self, guint row, const char *column)
{
  g_return_val_if_fail (TW_IS_STATS_PANEL (self), NULL);
  for (int c = 0; c < N_COLS; c++)
    if (g_strcmp0 (columns[c].id, column) == 0)
      return cell_text (self, row, c);
  return NULL;
}

gboolean
tw_stats_panel_export (TwStatsPanel *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_STATS_PANEL (self), FALSE);
  if (self->stats == NULL || self->stats->floors->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("There are no statistics to export: pick a range of floors."));
      return FALSE;
    }
  return tw_stats_chart_write (self->stats, path, error);
}
