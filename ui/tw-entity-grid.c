/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-entity-grid.c: the enemy or item table: rows, columns, editing cells,
 * sorting, filtering, copy and paste, CSV. The table logic (text, parsing,
 * writes, TSV, CSV) is editor/tw-entity-table.c; this file is the widgets. */
#include "ui/tw-entity-grid.h"

#include <math.h>
#include <string.h>

#include "editor/tw-entity-table.h"
#include "editor/tw-i18n.h"

/* ---- rows --------------------------------------------------------------------------- */

/* One definition: its id, and a signal that its values changed (the cells
 * bound to it refresh; the row object stays, so the selection does too). */
#define TW_TYPE_GRID_ROW (tw_grid_row_get_type ())
G_DECLARE_FINAL_TYPE (TwGridRow, tw_grid_row, TW, GRID_ROW, GObject)

struct _TwGridRow
{
  GObject parent_instance;
  char *id;
};

G_DEFINE_FINAL_TYPE (TwGridRow, tw_grid_row, G_TYPE_OBJECT)

static guint row_changed_signal;

static void
tw_grid_row_finalize (GObject *object)
{
  g_free (TW_GRID_ROW (object)->id);
  G_OBJECT_CLASS (tw_grid_row_parent_class)->finalize (object);
}

static void
tw_grid_row_class_init (TwGridRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_grid_row_finalize;
  row_changed_signal = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tw_grid_row_init (TwGridRow *self)
{
}

static TwGridRow *
tw_grid_row_new (const char *id)
{
  TwGridRow *row = g_object_new (TW_TYPE_GRID_ROW, NULL);
  row->id = g_strdup (id);
  return row;
}

/* ---- the grid ----------------------------------------------------------------------- */

struct _TwEntityGrid
{
  GtkWidget parent_instance;

  /* Template children. */
  GtkColumnView *column_view;
  GtkLabel *count_label;
  GtkLabel *empty_label;
  GtkSearchEntry *filter_entry;
  GtkLabel *message_label;
  GtkStack *stack;

  TwEntityKind kind;
  TwDocument *document;
  gulong entity_changed_id;
  GListStore *rows;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  GtkMultiSelection *selection;
  GtkCustomFilter *filter;
  GPtrArray *columns; /* Column */
  GtkFileChooserNative *chooser;
  gboolean resorting; /* values changed: the order follows, the view stays */
  guint scroll_idle;
};

G_DEFINE_FINAL_TYPE (TwEntityGrid, tw_entity_grid, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_KIND,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* A column: the grid, its field (NULL: the id) and its view column. */
typedef struct
{
  TwEntityGrid *grid;
  const TwField *field;
  GtkColumnViewColumn *view_column;
  GtkCustomSorter *sorter;
} Column;

static void
column_free (gpointer data)
{
  Column *column = data;
  g_clear_object (&column->view_column);
  g_clear_object (&column->sorter);
  g_free (column);
}

static void
set_message (TwEntityGrid *self, const char *message, gboolean is_error)
{
  gtk_label_set_text (self->message_label, message ? message : "");
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

static void
update_count (TwEntityGrid *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  guint total = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  g_autofree char *text = g_strdup_printf (_ ("%u of %u"), shown, total);
  gtk_label_set_text (self->count_label, text);
  gboolean empty = shown == 0;
  if (self->document == NULL)
    gtk_label_set_text (self->empty_label, _ ("Open a tower to see its definitions here."));
  else if (total == 0)
    gtk_label_set_text (self->empty_label, self->kind == TW_ENTITY_ITEM
                                               ? _ ("This tower defines no items.")
                                               : _ ("This tower defines no enemies."));
  else
    gtk_label_set_text (self->empty_label, _ ("No row matches the filter."));
  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "table");
}

/* ---- cells -------------------------------------------------------------------------- */

static void
cell_refresh (GtkWidget *cell, Column *column, gboolean force)
{
  TwEntityGrid *self = column->grid;
  const char *id = g_object_get_data (G_OBJECT (cell), "tw-row-id");
  if (id == NULL || self->document == NULL)
    return;
  if (column->field == NULL)
    {
      gtk_label_set_text (GTK_LABEL (cell), id);
      return;
    }
  g_autofree char *text = tw_entity_table_cell_text (self->document, self->kind, id, column->field);
  gboolean applies
      = tw_entity_table_field_for (self->document, self->kind, id, column->field) != NULL;
  /* What the cell showed last: text that differs from it is being typed,
   * and a refresh (another row's edit) must not drop it. */
  const char *shown = g_object_get_data (G_OBJECT (cell), "tw-shown");
  const char *current = gtk_editable_get_text (GTK_EDITABLE (cell));
  if (force || shown == NULL || g_strcmp0 (shown, current) == 0)
    {
      g_object_set_data_full (G_OBJECT (cell), "tw-shown", g_strdup (text), g_free);
      gtk_editable_set_text (GTK_EDITABLE (cell), text);
    }
  gtk_widget_set_sensitive (cell, applies);
  /* A dash, not an empty cell that looks like one to type into. */
  gtk_entry_set_placeholder_text (GTK_ENTRY (cell), applies ? NULL : "–");
  gtk_widget_set_tooltip_text (cell, applies
                                         ? column->field->tooltip
                                         : _ ("This field does not apply to the item's class."));
}

static void
row_changed_cb (TwGridRow *row, GtkWidget *cell)
{
  cell_refresh (cell, g_object_get_data (G_OBJECT (cell), "tw-column"), FALSE);
}

/* Enter, or the focus leaving the cell, writes what was typed (nothing when
 * the text is what the cell showed). */
static void
cell_commit (GtkWidget *cell, Column *column)
{
  TwEntityGrid *self = column->grid;
  const char *id = g_object_get_data (G_OBJECT (cell), "tw-row-id");
  const char *shown = g_object_get_data (G_OBJECT (cell), "tw-shown");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (cell));
  if (id == NULL || self->document == NULL || g_strcmp0 (shown, text) == 0)
    return;
  g_autoptr (GError) error = NULL;
  if (!tw_entity_table_set_cell (self->document, self->kind, id, column->field, text, &error))
    set_message (self, error->message, TRUE);
  else
    set_message (self, NULL, FALSE);
  cell_refresh (cell, column, TRUE); /* a refused value shows the stored one again */
}

static void
cell_activate_cb (GtkEntry *cell, Column *column)
{
  cell_commit (GTK_WIDGET (cell), column);
}

static void
cell_leave_cb (GtkEventControllerFocus *focus, Column *column)
{
  cell_commit (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)), column);
}

/* Escape puts the stored value back. */
static gboolean
cell_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
             Column *column)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  cell_refresh (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys)), column, TRUE);
  return TRUE;
}

/* Cells are frameless entries (GTK 4.8's GtkEditableLabel leaves a timeout
 * on its focus controller behind when it is destroyed with the focus). */
static void
cell_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, Column *column)
{
  GtkWidget *cell;
  if (column->field == NULL)
    {
      cell = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (cell), 0);
      gtk_widget_set_name (cell, "cell-id");
    }
  else
    {
      cell = gtk_entry_new ();
      gtk_entry_set_has_frame (GTK_ENTRY (cell), FALSE);
      gtk_editable_set_width_chars (GTK_EDITABLE (cell), 4);
      g_autofree char *name = g_strconcat ("cell-", column->field->name, NULL);
      gtk_widget_set_name (cell, name);
      if (tw_entity_table_is_numeric (column->field))
        gtk_editable_set_alignment (GTK_EDITABLE (cell), 1);
      g_signal_connect (cell, "activate", G_CALLBACK (cell_activate_cb), column);
      GtkEventController *focus = gtk_event_controller_focus_new ();
      g_signal_connect (focus, "leave", G_CALLBACK (cell_leave_cb), column);
      gtk_widget_add_controller (cell, focus);
      GtkEventController *keys = gtk_event_controller_key_new ();
      g_signal_connect (keys, "key-pressed", G_CALLBACK (cell_key_cb), column);
      gtk_widget_add_controller (cell, keys);
    }
  g_object_set_data (G_OBJECT (cell), "tw-column", column);
  gtk_list_item_set_child (item, cell);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, Column *column)
{
  GtkWidget *cell = gtk_list_item_get_child (item);
  TwGridRow *row = gtk_list_item_get_item (item);
  g_object_set_data_full (G_OBJECT (cell), "tw-row-id", g_strdup (row->id), g_free);
  if (column->field != NULL)
    {
      /* A screen reader says which value the entry holds: "hp of
       * greenSlime", not the bare "GtkEntry" GTK 4.8 gives it. */
      /* Translators: an editable table cell's accessible name: column, row (an id). */
      g_autofree char *name = g_strdup_printf (
          _ ("%1$s of %2$s"), gtk_column_view_column_get_title (column->view_column), row->id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  cell_refresh (cell, column, TRUE);
  gulong handler = g_signal_connect (row, "changed", G_CALLBACK (row_changed_cb), cell);
  g_object_set_data (G_OBJECT (cell), "tw-row-handler", GUINT_TO_POINTER (handler));
}

static void
cell_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, Column *column)
{
  GtkWidget *cell = gtk_list_item_get_child (item);
  TwGridRow *row = gtk_list_item_get_item (item);
  gulong handler = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (cell), "tw-row-handler"));
  if (row != NULL && handler != 0)
    g_signal_handler_disconnect (row, handler);
  g_object_set_data (G_OBJECT (cell), "tw-row-handler", NULL);
  g_object_set_data (G_OBJECT (cell), "tw-row-id", NULL);
  g_object_set_data (G_OBJECT (cell), "tw-shown", NULL);
}

/* ---- sorting and filtering ---------------------------------------------------------- */

static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  Column *column = data;
  TwEntityGrid *self = column->grid;
  const TwGridRow *x = a, *y = b;
  if (self->document == NULL)
    return 0;
  if (column->field == NULL)
    return g_utf8_collate (x->id, y->id);
  double nx = tw_entity_table_cell_number (self->document, self->kind, x->id, column->field);
  double ny = tw_entity_table_cell_number (self->document, self->kind, y->id, column->field);
  if (!isnan (nx) || !isnan (ny))
    {
      /* Cells the field does not apply to go last. */
      if (isnan (nx) || isnan (ny))
        return isnan (nx) ? 1 : -1;
      return nx < ny ? -1 : nx > ny ? 1 : 0;
    }
  g_autofree char *tx
      = tw_entity_table_cell_text (self->document, self->kind, x->id, column->field);
  g_autofree char *ty
      = tw_entity_table_cell_text (self->document, self->kind, y->id, column->field);
  return g_utf8_collate (tx, ty);
}

static gboolean
filter_row (gpointer item, gpointer data)
{
  TwEntityGrid *self = data;
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->filter_entry));
  return self->document != NULL
         && tw_entity_table_matches (self->document, self->kind, TW_GRID_ROW (item)->id, query);
}

static void
filter_changed_cb (GtkSearchEntry *entry, TwEntityGrid *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_count (self);
}

/* Values changed: the sort order and the filter may have too. */
static void
resort (TwEntityGrid *self)
{
  self->resorting = TRUE;
  for (guint i = 0; i < self->columns->len; i++)
    {
      Column *column = g_ptr_array_index (self->columns, i);
      gtk_sorter_changed (GTK_SORTER (column->sorter), GTK_SORTER_CHANGE_DIFFERENT);
    }
  self->resorting = FALSE;
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_count (self);
}

/* A header was clicked: the list keeps the focused row in view, which after
 * a new order is anywhere; a new order starts at its top. After the
 * layout (the list re-anchors there), and through the adjustment, not
 * list.scroll-to-item, which also moves the focus into the first row. */
static gboolean
scroll_top_idle (gpointer data)
{
  TwEntityGrid *self = data;
  self->scroll_idle = 0;
  GtkWidget *scroller
      = gtk_widget_get_ancestor (GTK_WIDGET (self->column_view), GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                              0);
  return G_SOURCE_REMOVE;
}

static void
sort_order_changed_cb (GtkSorter *sorter, GtkSorterChange change, TwEntityGrid *self)
{
  if (!self->resorting && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_top_idle, self);
}

/* ---- columns ------------------------------------------------------------------------ */

static void
add_column (TwEntityGrid *self, const TwField *field)
{
  Column *column = g_new0 (Column, 1);
  column->grid = self;
  column->field = field;
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), column);
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), column);
  g_signal_connect (factory, "unbind", G_CALLBACK (cell_unbind_cb), column);
  const char *title = field ? field->name : "id";
  column->view_column = gtk_column_view_column_new (title, factory);
  column->sorter = gtk_custom_sorter_new (compare_rows, column, NULL);
  gtk_column_view_column_set_sorter (column->view_column, GTK_SORTER (column->sorter));
  gtk_column_view_column_set_resizable (column->view_column, TRUE);
  /* Fixed widths: GtkColumnView would otherwise measure every cell of a
   * column on each change of the rows (a filter keystroke, a re-sort). */
  int width = (int)strlen (title) * 8 + 28;
  if (field == NULL || strcmp (field->name, "name") == 0)
    width = 140;
  gtk_column_view_column_set_fixed_width (column->view_column, MAX (width, 72));
  gtk_column_view_append_column (self->column_view, column->view_column);
  g_ptr_array_add (self->columns, column);
}

static void
build_columns (TwEntityGrid *self)
{
  add_column (self, NULL);
  guint n;
  const TwField *const *fields = tw_entity_table_columns (self->kind, &n);
  for (guint i = 0; i < n; i++)
    add_column (self, fields[i]);
}

static Column *
find_column (TwEntityGrid *self, const char *name)
{
  for (guint i = 0; i < self->columns->len; i++)
    {
      Column *column = g_ptr_array_index (self->columns, i);
      if (g_strcmp0 (column->field ? column->field->name : "id", name) == 0)
        return column;
    }
  return NULL;
}

/* ---- the document ------------------------------------------------------------------- */

static void
rebuild_rows (TwEntityGrid *self)
{
  g_auto (GStrv) ids = NULL;
  if (self->document != NULL)
    ids = self->kind == TW_ENTITY_ITEM ? tw_document_dup_item_ids (self->document)
                                       : tw_document_dup_enemy_ids (self->document);
  guint n = ids ? g_strv_length (ids) : 0;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (rows, tw_grid_row_new (ids[i]));
  g_list_store_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)),
                       rows->pdata, rows->len);
  update_count (self);
}

static TwGridRow *
find_row (TwEntityGrid *self, const char *id, guint *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TwGridRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      if (g_strcmp0 (row->id, id) == 0)
        {
          if (position)
            *position = i;
          return row; /* the store keeps its reference */
        }
    }
  return NULL;
}

static void
entity_changed_cb (TwDocument *document, TwEntityKind kind, const char *id, const char *field,
                   TwEntityGrid *self)
{
  if (kind != self->kind)
    return;
  TwGridRow *row = id ? find_row (self, id, NULL) : NULL;
  if (field == NULL || row == NULL)
    {
      /* Added, removed or renamed: the rows themselves. */
      rebuild_rows (self);
      return;
    }
  g_signal_emit (row, row_changed_signal, 0);
  resort (self);
}

void
tw_entity_grid_set_document (TwEntityGrid *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_ENTITY_GRID (self));
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_clear_signal_handler (&self->entity_changed_id, self->document);
  g_set_object (&self->document, document);
  if (document != NULL)
    self->entity_changed_id
        = g_signal_connect (document, "entity-changed", G_CALLBACK (entity_changed_cb), self);
  set_message (self, NULL, FALSE);
  rebuild_rows (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "grid.export-csv", document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "grid.import-csv", document != NULL);
}

TwDocument *
tw_entity_grid_get_document (TwEntityGrid *self)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), NULL);
  return self->document;
}

TwEntityKind
tw_entity_grid_get_kind (TwEntityGrid *self)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), TW_ENTITY_ENEMY);
  return self->kind;
}

/* ---- rows shown, selection ---------------------------------------------------------- */

guint
tw_entity_grid_get_n_rows (TwEntityGrid *self)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
}

const char *
tw_entity_grid_get_row_id (TwEntityGrid *self, guint position)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), NULL);
  g_autoptr (TwGridRow) row = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);
  return row ? row->id : NULL; /* the store keeps the row */
}

void
tw_entity_grid_sort_by (TwEntityGrid *self, const char *name, GtkSortType order)
{
  g_return_if_fail (TW_IS_ENTITY_GRID (self));
  Column *column = find_column (self, name);
  gtk_column_view_sort_by_column (self->column_view, column ? column->view_column : NULL, order);
}

void
tw_entity_grid_set_filter (TwEntityGrid *self, const char *text)
{
  g_return_if_fail (TW_IS_ENTITY_GRID (self));
  gtk_editable_set_text (GTK_EDITABLE (self->filter_entry), text ? text : "");
  filter_changed_cb (self->filter_entry, self); /* now, not after the entry's delay */
}

void
tw_entity_grid_select_rows (TwEntityGrid *self, const guint *positions, guint n)
{
  g_return_if_fail (TW_IS_ENTITY_GRID (self));
  GtkSelectionModel *model = GTK_SELECTION_MODEL (self->selection);
  gtk_selection_model_unselect_all (model);
  for (guint i = 0; i < n; i++)
    gtk_selection_model_select_item (model, positions[i], FALSE);
}

char **
tw_entity_grid_dup_selected_ids (TwEntityGrid *self)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), NULL);
  g_autoptr (GtkBitset) selected
      = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GStrvBuilder *builder = g_strv_builder_new ();
  GtkBitsetIter iter;
  guint position;
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selected, &position); ok;
       ok = gtk_bitset_iter_next (&iter, &position))
    g_strv_builder_add (builder, tw_entity_grid_get_row_id (self, position));
  char **ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

/* GtkColumnView has no scroll_to before GTK 4.12: its list view child has
 * the list.scroll-to-item action. */
static void
scroll_to (TwEntityGrid *self, guint position)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
}

gboolean
tw_entity_grid_reveal (TwEntityGrid *self, const char *id)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), FALSE);
  if (find_row (self, id, NULL) == NULL)
    return FALSE;
  for (int attempt = 0; attempt < 2; attempt++)
    {
      guint n = tw_entity_grid_get_n_rows (self);
      for (guint i = 0; i < n; i++)
        if (g_strcmp0 (tw_entity_grid_get_row_id (self, i), id) == 0)
          {
            tw_entity_grid_select_rows (self, &i, 1);
            scroll_to (self, i);
            return TRUE;
          }
      tw_entity_grid_set_filter (self, NULL);
    }
  return FALSE;
}

const char *
tw_entity_grid_get_message (TwEntityGrid *self)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), NULL);
  return gtk_label_get_text (self->message_label);
}

/* ---- copy, paste -------------------------------------------------------------------- */

/* The cell entry that holds the focus, or NULL. */
static GtkWidget *
focused_cell (TwEntityGrid *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  for (; focus != NULL && focus != GTK_WIDGET (self); focus = gtk_widget_get_parent (focus))
    if (GTK_IS_ENTRY (focus) && g_object_get_data (G_OBJECT (focus), "tw-column") != NULL)
      return focus;
  return NULL;
}

/* The rows a copy or paste works on: the selected ones, else the row of
 * the cell being typed in. */
static char **
target_ids (TwEntityGrid *self)
{
  char **ids = tw_entity_grid_dup_selected_ids (self);
  GtkWidget *cell = ids[0] == NULL ? focused_cell (self) : NULL;
  const char *id = cell != NULL ? g_object_get_data (G_OBJECT (cell), "tw-row-id") : NULL;
  if (id != NULL)
    {
      g_strfreev (ids);
      ids = g_new0 (char *, 2);
      ids[0] = g_strdup (id);
    }
  return ids;
}

static void
copy_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwEntityGrid *self = TW_ENTITY_GRID (widget);
  g_auto (GStrv) ids = target_ids (self);
  if (self->document == NULL || ids == NULL || ids[0] == NULL)
    {
      set_message (self, _ ("Select the rows to copy first."), TRUE);
      return;
    }
  g_autofree char *tsv
      = tw_entity_table_to_tsv (self->document, self->kind, (const char *const *)ids);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), tsv);
  guint n = g_strv_length (ids);
  g_autofree char *message
      = g_strdup_printf (g_dngettext (NULL, "Copied %u row.", "Copied %u rows.", n), n);
  set_message (self, message, FALSE);
}

gboolean
tw_entity_grid_paste_text (TwEntityGrid *self, const char *tsv, GError **error)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self), FALSE);
  g_auto (GStrv) ids = target_ids (self);
  guint n_changed = 0;
  g_autoptr (GError) local = NULL;
  if (self->document == NULL
      || !tw_entity_table_paste_tsv (self->document, self->kind, (const char *const *)ids, tsv,
                                     &n_changed, &local))
    {
      set_message (self, local ? local->message : _ ("Open a tower first."), TRUE);
      if (local)
        g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_autofree char *message = g_strdup_printf (
      g_dngettext (NULL, "Pasted: %u value changed.", "Pasted: %u values changed.", n_changed),
      n_changed);
  set_message (self, message, FALSE);
  return TRUE;
}

static void
paste_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TwEntityGrid) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  if (text == NULL)
    {
      set_message (self, _ ("The clipboard holds no text to paste."), TRUE);
      return;
    }
  /* One value (a spreadsheet cell ends in a line end) goes into the cell
   * being typed in; rows go over the rows. */
  GtkWidget *cell = focused_cell (self);
  g_autofree char *value = g_strdup (text);
  g_strchomp (value);
  if (cell != NULL && strpbrk (value, "\t\n") == NULL)
    {
      gtk_editable_delete_selection (GTK_EDITABLE (cell));
      int position = gtk_editable_get_position (GTK_EDITABLE (cell));
      gtk_editable_insert_text (GTK_EDITABLE (cell), value, -1, &position);
      gtk_editable_set_position (GTK_EDITABLE (cell), position);
      return;
    }
  tw_entity_grid_paste_text (self, text, NULL);
}

static void
paste_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_read_cb,
                                 g_object_ref (widget));
}

/* Ctrl+C and Ctrl+V, before the focused cell's entry takes them. In a cell
 * Ctrl+C copies its text, as in any entry, and Ctrl+V pastes rows over the
 * selected rows (or the cell's row) unless the clipboard holds one value,
 * which goes into the cell. Elsewhere in the table they copy and paste the
 * selected rows. The filter entry keeps its own. */
static gboolean
grid_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
             TwEntityGrid *self)
{
  GdkModifierType mods = state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK);
  if (mods != GDK_CONTROL_MASK || (keyval != GDK_KEY_c && keyval != GDK_KEY_v))
    return FALSE;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *filter = GTK_WIDGET (self->filter_entry);
  if (focus != NULL && (focus == filter || gtk_widget_is_ancestor (focus, filter)))
    return FALSE;
  if (keyval == GDK_KEY_c && focused_cell (self) != NULL)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), keyval == GDK_KEY_c ? "grid.copy" : "grid.paste",
                              NULL);
  return TRUE;
}

/* ---- CSV ---------------------------------------------------------------------------- */

gboolean
tw_entity_grid_export_csv (TwEntityGrid *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self) && path != NULL, FALSE);
  if (self->document == NULL)
    return FALSE;
  g_autofree char *csv = tw_entity_table_export_csv (self->document, self->kind);
  if (!g_file_set_contents (path, csv, -1, error))
    return FALSE;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *message = g_strdup_printf (_ ("Exported to %s."), base);
  set_message (self, message, FALSE);
  return TRUE;
}

gboolean
tw_entity_grid_import_csv (TwEntityGrid *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_ENTITY_GRID (self) && path != NULL, FALSE);
  if (self->document == NULL)
    return FALSE;
  g_autofree char *csv = NULL;
  g_autoptr (GError) local = NULL;
  guint n_changed = 0;
  if (!g_file_get_contents (path, &csv, NULL, &local)
      || !tw_entity_table_import_csv (self->document, self->kind, csv, path, &n_changed, &local))
    {
      set_message (self, local->message, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *message
      = g_strdup_printf (g_dngettext (NULL, "Imported %2$s: %1$u value changed.",
                                      "Imported %2$s: %1$u values changed.", n_changed),
                         n_changed, base);
  set_message (self, message, FALSE);
  return TRUE;
}

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, TwEntityGrid *self)
{
  gboolean saving
      = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                               : NULL;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  g_clear_object (&self->chooser);
  if (path == NULL)
    return;
  g_autoptr (GError) error = NULL;
  if (saving && !tw_entity_grid_export_csv (self, path, &error) && error != NULL)
    set_message (self, error->message, TRUE);
  else if (!saving)
    tw_entity_grid_import_csv (self, path, NULL);
}

static void
csv_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwEntityGrid *self = TW_ENTITY_GRID (widget);
  gboolean saving = g_str_equal (action, "grid.export-csv");
  GtkRoot *root = gtk_widget_get_root (widget);
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (
      saving ? _ ("Export CSV") : _ ("Import CSV"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
      saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      saving ? _ ("_Export") : _ ("_Import"), NULL);
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("CSV files"));
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  if (saving)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                       self->kind == TW_ENTITY_ITEM ? "items.csv" : "enemies.csv");
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- GObject ------------------------------------------------------------------------ */

static void
tw_entity_grid_constructed (GObject *object)
{
  TwEntityGrid *self = TW_ENTITY_GRID (object);
  G_OBJECT_CLASS (tw_entity_grid_parent_class)->constructed (object);
  gtk_widget_set_name (GTK_WIDGET (self),
                       self->kind == TW_ENTITY_ITEM ? "item-grid" : "enemy-grid");
  build_columns (self);
  rebuild_rows (self);
}

static void
tw_entity_grid_dispose (GObject *object)
{
  TwEntityGrid *self = TW_ENTITY_GRID (object);
  if (self->document != NULL)
    g_clear_signal_handler (&self->entity_changed_id, self->document);
  g_clear_object (&self->document);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->column_view != NULL)
    {
      GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
      if (sorter != NULL)
        g_signal_handlers_disconnect_by_data (sorter, self);
      gtk_column_view_set_model (self->column_view, NULL);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_ENTITY_GRID);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  self->sorted = NULL; /* both were the selection's */
  self->filtered = NULL;
  g_clear_object (&self->rows);
  g_clear_pointer (&self->columns, g_ptr_array_unref);
  G_OBJECT_CLASS (tw_entity_grid_parent_class)->dispose (object);
}

static void
tw_entity_grid_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TwEntityGrid *self = TW_ENTITY_GRID (object);
  if (prop_id == PROP_KIND)
    self->kind = g_value_get_enum (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tw_entity_grid_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwEntityGrid *self = TW_ENTITY_GRID (object);
  if (prop_id == PROP_KIND)
    g_value_set_enum (value, self->kind);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tw_entity_grid_class_init (TwEntityGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->constructed = tw_entity_grid_constructed;
  object_class->dispose = tw_entity_grid_dispose;
  object_class->set_property = tw_entity_grid_set_property;
  object_class->get_property = tw_entity_grid_get_property;
  properties[PROP_KIND]
      = g_param_spec_enum ("kind", NULL, NULL, TW_TYPE_ENTITY_KIND, TW_ENTITY_ENEMY,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/turnwright/Turnwright/tw-entity-grid.ui");
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, column_view);
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, count_label);
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, filter_entry);
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, message_label);
  gtk_widget_class_bind_template_child (widget_class, TwEntityGrid, stack);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "grid.copy", NULL, copy_activated);
  gtk_widget_class_install_action (widget_class, "grid.paste", NULL, paste_activated);
  gtk_widget_class_install_action (widget_class, "grid.export-csv", NULL, csv_activated);
  gtk_widget_class_install_action (widget_class, "grid.import-csv", NULL, csv_activated);
}

static void
tw_entity_grid_init (TwEntityGrid *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->columns = g_ptr_array_new_with_free_func (column_free);
  self->rows = g_list_store_new (TW_TYPE_GRID_ROW);
  self->filter = gtk_custom_filter_new (filter_row, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)),
                                              GTK_FILTER (self->filter));
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered),
                                          sorter ? g_object_ref (sorter) : NULL);
  if (sorter != NULL)
    g_signal_connect_object (sorter, "changed", G_CALLBACK (sort_order_changed_cb), self, 0);
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (self->sorted));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->filter_entry, "search-changed", G_CALLBACK (filter_changed_cb), self);
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (grid_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tw_entity_grid_new (TwEntityKind kind)
{
  return g_object_new (TW_TYPE_ENTITY_GRID, "kind", kind, NULL);
}
