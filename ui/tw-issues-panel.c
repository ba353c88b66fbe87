/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-issues-panel.c: the Issues panel, the validator's diagnostics, live. */
#include "ui/tw-issues-panel.h"
#include "editor/tw-i18n.h"

#include <string.h>

#include "editor/tw-diagnostic-group.h"
#include "editor/tw-i18n.h"

/* One row of the list: a group of diagnostics (a top-level row), or one
 * diagnostic (a group of one, or a place inside an expanded group). The row
 * keeps the validation's array alive, since groups borrow from it. */
#define TW_TYPE_ISSUE_ROW (tw_issue_row_get_type ())
G_DECLARE_FINAL_TYPE (TwIssueRow, tw_issue_row, TW, ISSUE_ROW, GObject)

struct _TwIssueRow
{
  GObject parent_instance;
  GPtrArray *found;              /* the validation's diagnostics, a reference */
  TwDiagnosticGroup *group;      /* owned by a top-level row, else borrowed (a part) or NULL (a place) */
  TwIssueRow *parent;            /* a reference for a part or place, keeping its group alive */
  const TwDiagnostic *diagnostic; /* the place, or the group's first member */
};

G_DEFINE_FINAL_TYPE (TwIssueRow, tw_issue_row, G_TYPE_OBJECT)

static void
tw_issue_row_finalize (GObject *object)
{
  TwIssueRow *row = TW_ISSUE_ROW (object);
  if (row->parent == NULL)
    g_clear_pointer (&row->group, tw_diagnostic_group_free);
  g_clear_object (&row->parent);
  g_clear_pointer (&row->found, g_ptr_array_unref);
  G_OBJECT_CLASS (tw_issue_row_parent_class)->finalize (object);
}

static void
tw_issue_row_class_init (TwIssueRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_issue_row_finalize;
}

static void
tw_issue_row_init (TwIssueRow *self)
{
}

/* Takes ownership of group (NULL for a single place). */
static TwIssueRow *
tw_issue_row_new (GPtrArray *found, TwDiagnosticGroup *group, const TwDiagnostic *diagnostic)
{
  TwIssueRow *row = g_object_new (TW_TYPE_ISSUE_ROW, NULL);
  row->found = g_ptr_array_ref (found);
  row->group = group;
  row->diagnostic = diagnostic;
  return row;
}

/* A row under parent: one of its group's parts (borrowed) or a place. */
static TwIssueRow *
tw_issue_row_new_child (TwIssueRow *parent, const TwDiagnosticGroup *part,
                        const TwDiagnostic *diagnostic)
{
  TwIssueRow *row = tw_issue_row_new (parent->found, (TwDiagnosticGroup *)part, diagnostic);
  row->parent = g_object_ref (parent);
  return row;
}

/* A group of more than one place: a row that expands. */
static gboolean
issue_row_is_group (TwIssueRow *row)
{
  return row->group != NULL && (row->group->members->len > 1 || row->group->parts != NULL);
}

struct _TwIssuesPanel
{
  GtkWidget parent_instance;

  GtkColumnView *column_view;
  GtkLabel *empty_label;
  GtkStack *stack;
  GtkLabel *summary_label;
  GtkDropDown *severity_filter;
  GtkDropDown *rule_filter;
  GtkDropDown *floor_filter;
  GtkSearchEntry *search_entry;

  GPtrArray *found;        /* every diagnostic of the last validation, errors first */
  GListStore *rows;        /* TwIssueRow: the groups that pass the filters */
  GtkTreeListModel *tree;  /* rows, with each group's places under it */
  GtkSingleSelection *selection;
  GtkStringList *rules;    /* "All rules", then the rules found */
  GtkStringList *floors;   /* "All floors", then the floors found */
  gboolean updating_filters;
  char *title;

  TwDocument *document;
  GSignalGroup *document_signals;
  guint debounce_id;

  TwPositionLookup lookup;
  gpointer lookup_data;
  GDestroyNotify lookup_destroy;
  GPtrArray *extra; /* TwDiagnostic, owned */
};

G_DEFINE_FINAL_TYPE (TwIssuesPanel, tw_issues_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_TITLE,
  N_PROPS
};

enum
{
  DIAGNOSTIC_ACTIVATED,
  VALIDATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* How many places a group's row names before "and N more". */
#define GROUP_TITLE_PLACES 6

TwEntityKind
tw_issues_panel_diagnostic_kind (const TwDiagnostic *diagnostic)
{
  g_return_val_if_fail (diagnostic != NULL, TW_ENTITY_OTHER);

  const char *file = diagnostic->file ? diagnostic->file : "";
  const char *path = diagnostic->path ? diagnostic->path : "";
  if (strcmp (file, "project/enemys.js") == 0)
    return TW_ENTITY_ENEMY;
  if (strcmp (file, "project/items.js") == 0)
    return TW_ENTITY_ITEM;
  if (strcmp (file, "project/maps.js") == 0)
    return TW_ENTITY_TILE;
  if (g_str_has_prefix (file, "project/floors"))
    return TW_ENTITY_FLOOR;
  if (strcmp (file, "project/data.js") == 0
      && (g_str_has_prefix (path, "/firstData/hero")
          || g_str_has_prefix (path, "/firstData/floorId")))
    return TW_ENTITY_HERO;
  return TW_ENTITY_OTHER;
}

/* The id signalled for a diagnostic of that kind. */
static char *
diagnostic_entity_id (const TwDiagnostic *d, TwEntityKind kind)
{
  switch (kind)
    {
    case TW_ENTITY_ENEMY:
    case TW_ENTITY_ITEM:
      return g_strdup (d->id);
    case TW_ENTITY_FLOOR:
      if (d->floor_id)
        return g_strdup (d->floor_id);
      if (d->id)
        return g_strdup (d->id);
      if (d->file && g_str_has_suffix (d->file, ".js"))
        {
          g_autofree char *base = g_path_get_basename (d->file);
          return g_strndup (base, strlen (base) - 3);
        }
      return NULL;
    case TW_ENTITY_TILE:
      if (d->path && d->path[0] == '/')
        {
          g_auto (GStrv) segs = g_strsplit (d->path + 1, "/", 2);
          return g_strdup (segs[0]);
        }
      return g_strdup (d->id);
    case TW_ENTITY_HERO:
    case TW_ENTITY_VALUES:
      return NULL;
    case TW_ENTITY_OTHER:
    default:
      {
        if (d->file == NULL)
          return NULL;
        g_autofree char *base = g_path_get_basename (d->file);
        return g_str_has_suffix (base, ".js") ? g_strndup (base, strlen (base) - 3)
                                              : g_steal_pointer (&base);
      }
    }
}

static const char *
severity_icon (TwSeverity severity)
{
  switch (severity)
    {
    case TW_SEVERITY_ERROR:
      return "dialog-error-symbolic";
    case TW_SEVERITY_WARNING:
      return "dialog-warning-symbolic";
    case TW_SEVERITY_NOTE:
    default:
      return "dialog-information-symbolic";
    }
}

/* Row widgets: the columns' items are GtkTreeListRows holding TwIssueRows. */

static TwIssueRow *
list_item_row (GtkListItem *item)
{
  GtkTreeListRow *tree_row = gtk_list_item_get_item (item);
  return TW_ISSUE_ROW (gtk_tree_list_row_get_item (tree_row)); /* the row keeps it */
}

static void
severity_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), gtk_image_new ());
  gtk_list_item_set_child (item, expander);
}

static void
severity_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *expander = gtk_list_item_get_child (item);
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), gtk_list_item_get_item (item));
  g_autoptr (TwIssueRow) row = list_item_row (item);
  GtkWidget *image = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  TwSeverity severity = row->diagnostic->severity;
  gtk_image_set_from_icon_name (GTK_IMAGE (image), severity_icon (severity));
  gtk_widget_set_tooltip_text (image, tw_severity_to_string (severity));
  for (int s = TW_SEVERITY_ERROR; s <= TW_SEVERITY_NOTE; s++)
    gtk_widget_remove_css_class (image, tw_severity_to_string ((TwSeverity)s));
  gtk_widget_add_css_class (image, tw_severity_to_string (severity));
}

static void
severity_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (gtk_list_item_get_child (item)), NULL);
}

static void
label_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
location_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  g_autoptr (TwIssueRow) row = list_item_row (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  if (issue_row_is_group (row) && row->group->parts != NULL)
    {
      guint n = row->group->members->len;
      g_autofree char *count
          = g_strdup_printf (g_dngettext (NULL, "%u finding", "%u findings", n), n);
      gtk_label_set_text (GTK_LABEL (label), count);
      gtk_widget_set_tooltip_text (label, _("Expand the row to list the findings"));
      return;
    }
  if (issue_row_is_group (row))
    {
      guint n = row->group->members->len;
      g_autofree char *places = g_strdup_printf (g_dngettext (NULL, "%u place", "%u places", n), n);
      gtk_label_set_text (GTK_LABEL (label), places);
      gtk_widget_set_tooltip_text (label, _("Expand the row to list the places"));
      return;
    }
  g_autofree char *location = tw_diagnostic_location (row->diagnostic);
  g_autofree char *where = tw_diagnostic_format (row->diagnostic);
  gtk_label_set_text (GTK_LABEL (label), location);
  gtk_widget_set_tooltip_text (label, where);
}

static void
message_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  g_autoptr (TwIssueRow) row = list_item_row (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  /* A top-level row says what the findings are in plain words; a part
   * under it says what its own members say. */
  g_autofree char *text
      = row->group == NULL     ? g_strdup (row->diagnostic->message)
        : row->parent == NULL  ? tw_diagnostic_group_heading (row->group, GROUP_TITLE_PLACES)
                               : tw_diagnostic_group_title (row->group, GROUP_TITLE_PLACES);
  gtk_label_set_text (GTK_LABEL (label), text);
  g_autofree char *tooltip = g_strdup_printf ("%s\n(%s)", text, row->diagnostic->rule);
  gtk_widget_set_tooltip_text (label, tooltip);
}

static void
add_column (TwIssuesPanel *self, const char *title, GCallback setup, GCallback bind,
            GCallback unbind, gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", setup, NULL);
  g_signal_connect (factory, "bind", bind, NULL);
  if (unbind != NULL)
    g_signal_connect (factory, "unbind", unbind, NULL);
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (self->column_view, column);
  g_object_unref (column);
}

/* A group's places, as rows under it. */
static GListModel *
create_places (gpointer item, gpointer user_data)
{
  TwIssueRow *row = item;
  if (!issue_row_is_group (row))
    return NULL;
  GListStore *places = g_list_store_new (TW_TYPE_ISSUE_ROW);
  if (row->group->parts != NULL)
    {
      /* A rule's kinds: each a row, which opens to its places when it has several. */
      for (guint i = 0; i < row->group->parts->len; i++)
        {
          const TwDiagnosticGroup *part = g_ptr_array_index (row->group->parts, i);
          g_autoptr (TwIssueRow) child
              = tw_issue_row_new_child (row, part, g_ptr_array_index (part->members, 0));
          g_list_store_append (places, child);
        }
      return G_LIST_MODEL (places);
    }
  for (guint i = 0; i < row->group->members->len; i++)
    {
      g_autoptr (TwIssueRow) place
          = tw_issue_row_new_child (row, NULL, g_ptr_array_index (row->group->members, i));
      g_list_store_append (places, place);
    }
  return G_LIST_MODEL (places);
}

/* Filters */

/* The string list's entry after the first ("All ..."), or NULL for "all". */
static const char *
drop_down_choice (GtkDropDown *drop_down, GtkStringList *list)
{
  guint selected = gtk_drop_down_get_selected (drop_down);
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (list, selected);
}

static TwDiagnosticFilter
current_filter (TwIssuesPanel *self)
{
  guint severity = gtk_drop_down_get_selected (self->severity_filter);
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  return (TwDiagnosticFilter){
    .severity = severity == 0 || severity == GTK_INVALID_LIST_POSITION ? -1 : (int)severity - 1,
    .rule = drop_down_choice (self->rule_filter, self->rules),
    .floor_id = drop_down_choice (self->floor_filter, self->floors),
    .search = search,
  };
}

static gboolean
filter_is_active (const TwDiagnosticFilter *filter)
{
  return filter->severity >= 0 || filter->rule != NULL || filter->floor_id != NULL
         || (filter->search != NULL && filter->search[0] != '\0');
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *)a, *(const char *const *)b);
}

/* Fills a choice list with "all" and the values found, sorted, keeping the
 * chosen value when it is still there. */
static void
refill_choices (GtkDropDown *drop_down, GtkStringList *list, const char *all, GHashTable *values)
{
  g_autofree char *chosen = g_strdup (drop_down_choice (drop_down, list));
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, values);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (sorted, key);
  g_ptr_array_sort (sorted, compare_strings);
  g_ptr_array_insert (sorted, 0, (gpointer)all);
  g_ptr_array_add (sorted, NULL);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (list));
  gtk_string_list_splice (list, 0, old, (const char *const *)sorted->pdata);
  guint position = 0;
  for (guint i = 1; chosen != NULL && i + 1 < sorted->len; i++)
    if (g_strcmp0 (g_ptr_array_index (sorted, i), chosen) == 0)
      position = i;
  gtk_drop_down_set_selected (drop_down, position);
}

static void
refill_filter_choices (TwIssuesPanel *self)
{
  g_autoptr (GHashTable) rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) floors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < self->found->len; i++)
    {
      const TwDiagnostic *d = g_ptr_array_index (self->found, i);
      g_hash_table_add (rules, g_strdup (d->rule));
      char *floor = tw_diagnostic_floor (d);
      if (floor != NULL)
        g_hash_table_add (floors, floor);
    }
  self->updating_filters = TRUE;
  refill_choices (self->rule_filter, self->rules, _("All rules"), rules);
  refill_choices (self->floor_filter, self->floors, _("All floors"), floors);
  self->updating_filters = FALSE;
}

/* Validation */

static char *
counts_text (guint errors, guint warnings, guint notes)
{
  g_autofree char *e = g_strdup_printf (g_dngettext (NULL, "%u error", "%u errors", errors), errors);
  g_autofree char *w
      = g_strdup_printf (g_dngettext (NULL, "%u warning", "%u warnings", warnings), warnings);
  g_autofree char *n = g_strdup_printf (g_dngettext (NULL, "%u note", "%u notes", notes), notes);
  /* TRANSLATORS: the Issues panel's counts: "2 errors, 3 warnings, 12 notes" */
  return g_strdup_printf (_("%s, %s, %s"), e, w, n);
}

/* The tab's title: "Issues" and the counts of what is not zero, short. */
static char *
tab_title (guint errors, guint warnings, guint notes)
{
  if (errors + warnings + notes == 0)
    return g_strdup (_("Issues"));
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  /* TRANSLATORS: the Issues tab's counts: errors (E), warnings (W), notes (N) */
  if (errors > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("%u E"), errors));
  if (warnings > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("%u W"), warnings));
  if (notes > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("%u N"), notes));
  g_ptr_array_add (parts, NULL);
  g_autofree char *counts = g_strjoinv (" · ", (char **)parts->pdata);
  /* TRANSLATORS: the Issues tab's label with its counts: "Issues (2 E · 5 N)" */
  return g_strdup_printf (_("Issues (%s)"), counts);
}

static void
update_summary (TwIssuesPanel *self)
{
  guint errors = tw_issues_panel_count (self, TW_SEVERITY_ERROR);
  guint warnings = tw_issues_panel_count (self, TW_SEVERITY_WARNING);
  guint notes = tw_issues_panel_count (self, TW_SEVERITY_NOTE);
  guint total = errors + warnings + notes;

  g_autofree char *title = tab_title (errors, warnings, notes);
  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (total == 0)
    {
      gtk_label_set_text (self->summary_label, _("No issues"));
      gtk_label_set_text (self->empty_label, _("No issues"));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  g_autofree char *counts = counts_text (errors, warnings, notes);
  TwDiagnosticFilter filter = current_filter (self);
  guint shown = 0;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->rows)); i++)
    {
      g_autoptr (TwIssueRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      shown += row->group->members->len;
    }
  if (filter_is_active (&filter))
    {
      /* TRANSLATORS: the counts, then how many of them the filters let through */
      g_autofree char *text = g_strdup_printf (_("%s; %u shown"), counts, shown);
      gtk_label_set_text (self->summary_label, text);
    }
  else
    gtk_label_set_text (self->summary_label, counts);
  gtk_label_set_text (self->empty_label, _("No issue matches the filters"));
  gtk_stack_set_visible_child_name (self->stack, shown > 0 ? "list" : "empty");
}

/* The key that finds a group again after the list is rebuilt. */
static char *
group_key (const TwDiagnosticGroup *group)
{
  return g_strdup_printf ("%d\x1f%s\x1f%s", (int)group->severity, group->rule, group->kind);
}

/* Rebuilds the rows from the diagnostics found and the filters; groups that
 * were open stay open. */
static void
rebuild_rows (TwIssuesPanel *self)
{
  g_autoptr (GHashTable) expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->rows)); i++)
    {
      g_autoptr (TwIssueRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      g_hash_table_add (shown, group_key (row->group));
      g_autoptr (GtkTreeListRow) tree_row = gtk_tree_list_model_get_child_row (self->tree, i);
      if (tree_row != NULL && gtk_tree_list_row_get_expanded (tree_row))
        g_hash_table_add (expanded, group_key (row->group));
    }

  /* A row per rule (issue 32): what the designer has to do, folded. */
  TwDiagnosticFilter filter = current_filter (self);
  g_autoptr (GPtrArray) kinds = tw_diagnostic_group (self->found, &filter);
  g_autoptr (GPtrArray) groups = tw_diagnostic_group_by_rule (kinds);
  g_ptr_array_set_free_func (groups, NULL); /* the rows own the groups now */
  GObject **rows = g_new (GObject *, groups->len + 1);
  for (guint i = 0; i < groups->len; i++)
    {
      TwDiagnosticGroup *group = g_ptr_array_index (groups, i);
      rows[i] = G_OBJECT (
          tw_issue_row_new (self->found, group, g_ptr_array_index (group->members, 0)));
    }
  g_list_store_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)),
                       (gpointer *)rows, groups->len);
  for (guint i = 0; i < groups->len; i++)
    g_object_unref (rows[i]);
  g_free (rows);

  /* Groups that were open stay open, and errors, which block the game, are
   * open when they first show. Expanding a row inserts its places below
   * it: walk from the end. */
  for (guint i = groups->len; i-- > 0;)
    {
      const TwDiagnosticGroup *group = g_ptr_array_index (groups, i);
      g_autofree char *key = group_key (group);
      gboolean new_error = group->severity == TW_SEVERITY_ERROR && !g_hash_table_contains (shown, key);
      if (!new_error && !g_hash_table_contains (expanded, key))
        continue;
      g_autoptr (GtkTreeListRow) tree_row = gtk_tree_list_model_get_child_row (self->tree, i);
      if (tree_row != NULL)
        gtk_tree_list_row_set_expanded (tree_row, TRUE);
    }
  update_summary (self);
}

static void
filters_changed (TwIssuesPanel *self)
{
  if (!self->updating_filters)
    rebuild_rows (self);
}

static gboolean debounce_elapsed (gpointer user_data);

void
tw_issues_panel_set_extra (TwIssuesPanel *self, GPtrArray *diagnostics)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));
  g_clear_pointer (&self->extra, g_ptr_array_unref);
  if (diagnostics != NULL)
    {
      self->extra = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
      for (guint i = 0; i < diagnostics->len; i++)
        g_ptr_array_add (self->extra, tw_diagnostic_copy (g_ptr_array_index (diagnostics, i)));
    }
  /* Debounced, not at once: the window hands these over while it swaps
   * projects, before the position lookup follows. */
  if (self->document != NULL)
    {
      g_clear_handle_id (&self->debounce_id, g_source_remove);
      self->debounce_id = g_timeout_add (TW_ISSUES_PANEL_DEBOUNCE_MS, debounce_elapsed, self);
    }
}

void
tw_issues_panel_validate_now (TwIssuesPanel *self)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));

  g_clear_handle_id (&self->debounce_id, g_source_remove);
  g_autoptr (GPtrArray) found = NULL;
  if (self->document != NULL)
    found = tw_validate_tower (tw_document_get_tower (self->document), self->lookup,
                               self->lookup_data);
  else
    found = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
  for (guint i = 0; self->document != NULL && self->extra != NULL && i < self->extra->len; i++)
    g_ptr_array_add (found, tw_diagnostic_copy (g_ptr_array_index (self->extra, i)));

  /* What leads (tw_diagnostic_leads) first, then errors, warnings, notes;
   * g_ptr_array_sort is not stable, so sort (rank, index). */
  GPtrArray *ordered = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
  for (int rank = -1; rank <= TW_SEVERITY_NOTE; rank++)
    for (guint i = 0; i < found->len; i++)
      {
        const TwDiagnostic *d = g_ptr_array_index (found, i);
        int d_rank = tw_diagnostic_leads (d) ? -1 : (int)d->severity;
        if (d_rank == rank)
          g_ptr_array_add (ordered, g_ptr_array_index (found, i));
      }
  g_assert (ordered->len == found->len);
  g_ptr_array_set_free_func (found, NULL); /* ordered owns the diagnostics now */

  /* Rows still shown keep the old array alive until they are replaced. */
  g_clear_pointer (&self->found, g_ptr_array_unref);
  self->found = ordered;
  refill_filter_choices (self);
  rebuild_rows (self);
  g_signal_emit (self, signals[VALIDATED], 0);
}

const TwDiagnostic *
tw_issues_panel_get_lead (TwIssuesPanel *self)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);
  if (self->found == NULL || self->found->len == 0)
    return NULL;
  const TwDiagnostic *first = g_ptr_array_index (self->found, 0);
  return tw_diagnostic_leads (first) ? first : NULL;
}

static gboolean
debounce_elapsed (gpointer user_data)
{
  TwIssuesPanel *self = user_data;
  self->debounce_id = 0;
  tw_issues_panel_validate_now (self);
  return G_SOURCE_REMOVE;
}

/* Any change restarts the wait, so a brush stroke validates once at its end. */
static void
document_changed (TwIssuesPanel *self)
{
  g_clear_handle_id (&self->debounce_id, g_source_remove);
  self->debounce_id = g_timeout_add (TW_ISSUES_PANEL_DEBOUNCE_MS, debounce_elapsed, self);
}

/* Activation */

static void
activate_diagnostic (TwIssuesPanel *self, const TwDiagnostic *d)
{
  TwEntityKind kind = tw_issues_panel_diagnostic_kind (d);
  g_autofree char *id = diagnostic_entity_id (d, kind);
  gboolean cell = d->floor_id != NULL && d->x >= 0 && d->y >= 0;
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0, kind, id, d->field,
                 cell ? d->floor_id : NULL, cell ? d->x : -1, cell ? d->y : -1);
}

void
tw_issues_panel_activate (TwIssuesPanel *self, guint position)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));

  const TwDiagnostic *d = tw_issues_panel_get_issue (self, position);
  if (d != NULL)
    activate_diagnostic (self, d);
}

/* A group opens or closes; a single place is jumped to. */
static void
column_view_activated (GtkColumnView *view, guint position, TwIssuesPanel *self)
{
  g_autoptr (GtkTreeListRow) tree_row
      = g_list_model_get_item (G_LIST_MODEL (self->tree), position);
  if (tree_row == NULL)
    return;
  g_autoptr (TwIssueRow) row = TW_ISSUE_ROW (gtk_tree_list_row_get_item (tree_row));
  if (issue_row_is_group (row))
    gtk_tree_list_row_set_expanded (tree_row, !gtk_tree_list_row_get_expanded (tree_row));
  else
    activate_diagnostic (self, row->diagnostic);
}

static void
validate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tw_issues_panel_validate_now (TW_ISSUES_PANEL (widget));
}

static void
search_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (TW_ISSUES_PANEL (widget)->search_entry));
}

/* Public API */

GtkWidget *
tw_issues_panel_new (void)
{
  return g_object_new (TW_TYPE_ISSUES_PANEL, NULL);
}

void
tw_issues_panel_set_document (TwIssuesPanel *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));
  g_return_if_fail (document == NULL || TW_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  tw_issues_panel_validate_now (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

TwDocument *
tw_issues_panel_get_document (TwIssuesPanel *self)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);
  return self->document;
}

void
tw_issues_panel_set_position_lookup (TwIssuesPanel *self, TwPositionLookup lookup,
                                     gpointer user_data, GDestroyNotify destroy)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));

  if (self->lookup_destroy != NULL)
    self->lookup_destroy (self->lookup_data);
  self->lookup = lookup;
  self->lookup_data = user_data;
  self->lookup_destroy = destroy;
  if (self->document != NULL)
    document_changed (self);
}

guint
tw_issues_panel_get_n_issues (TwIssuesPanel *self)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), 0);
  return self->found->len;
}

const TwDiagnostic *
tw_issues_panel_get_issue (TwIssuesPanel *self, guint position)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);
  return position < self->found->len ? g_ptr_array_index (self->found, position) : NULL;
}

guint
tw_issues_panel_count (TwIssuesPanel *self, TwSeverity severity)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), 0);

  guint n = 0;
  for (guint i = 0; i < self->found->len; i++)
    if (((const TwDiagnostic *)g_ptr_array_index (self->found, i))->severity == severity)
      n++;
  return n;
}

guint
tw_issues_panel_get_n_groups (TwIssuesPanel *self)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

const TwDiagnosticGroup *
tw_issues_panel_get_group (TwIssuesPanel *self, guint position)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);
  g_autoptr (TwIssueRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), position);
  return row != NULL ? row->group : NULL; /* the store keeps the row alive */
}

const char *
tw_issues_panel_get_title (TwIssuesPanel *self)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);
  return self->title;
}

/* GObject */

static void
tw_issues_panel_dispose (GObject *object)
{
  TwIssuesPanel *self = TW_ISSUES_PANEL (object);

  g_clear_handle_id (&self->debounce_id, g_source_remove);
  g_clear_pointer (&self->extra, g_ptr_array_unref);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  if (self->lookup_destroy != NULL)
    self->lookup_destroy (self->lookup_data);
  self->lookup_destroy = NULL;
  self->lookup = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_ISSUES_PANEL);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree);
  g_clear_object (&self->rows);
  g_clear_object (&self->rules);
  g_clear_object (&self->floors);
  g_clear_pointer (&self->found, g_ptr_array_unref);
  g_clear_pointer (&self->title, g_free);
  G_OBJECT_CLASS (tw_issues_panel_parent_class)->dispose (object);
}

static void
tw_issues_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwIssuesPanel *self = TW_ISSUES_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_issues_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TwIssuesPanel *self = TW_ISSUES_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      tw_issues_panel_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_issues_panel_class_init (TwIssuesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_issues_panel_dispose;
  object_class->get_property = tw_issues_panel_get_property;
  object_class->set_property = tw_issues_panel_set_property;

  properties[PROP_DOCUMENT]
      = g_param_spec_object ("document", NULL, NULL, TW_TYPE_DOCUMENT,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* For the tab: "Issues (2 E · 5 N)". */
  properties[PROP_TITLE]
      = g_param_spec_string ("title", NULL, NULL, NULL,
                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (kind, id, field, floor_id, x, y): see tw-issues-panel.h. */
  signals[DIAGNOSTIC_ACTIVATED]
      = g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 6, TW_TYPE_ENTITY_KIND, G_TYPE_STRING, G_TYPE_STRING,
                      G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT);

  /* After every validation: the window's banner reads tw_issues_panel_get_lead. */
  signals[VALIDATED] = g_signal_new ("validated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/turnwright/Turnwright/tw-issues-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, column_view);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, severity_filter);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, rule_filter);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, floor_filter);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, search_entry);
  gtk_widget_class_install_action (widget_class, "issues.validate", NULL, validate_action);
  gtk_widget_class_install_action (widget_class, "issues.search", NULL, search_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "issues.search",
                                       NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twissuespanel");
}

static void
tw_issues_panel_init (TwIssuesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->found = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
  self->rows = g_list_store_new (TW_TYPE_ISSUE_ROW);
  self->tree = gtk_tree_list_model_new (g_object_ref (G_LIST_MODEL (self->rows)), FALSE, FALSE,
                                        create_places, NULL, NULL);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->tree)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  add_column (self, NULL, G_CALLBACK (severity_setup), G_CALLBACK (severity_bind),
              G_CALLBACK (severity_unbind), FALSE);
  add_column (self, _("Location"), G_CALLBACK (label_setup), G_CALLBACK (location_bind), NULL,
              FALSE);
  add_column (self, _("Message"), G_CALLBACK (label_setup), G_CALLBACK (message_bind), NULL, TRUE);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (column_view_activated), self);

  /* The severity choices are fixed; rules and floors follow the findings. */
  const char *severities[] = { _("All severities"), _("Errors"), _("Warnings"), _("Notes"), NULL };
  gtk_drop_down_set_model (self->severity_filter,
                           G_LIST_MODEL (gtk_string_list_new (severities)));
  g_object_unref (gtk_drop_down_get_model (self->severity_filter));
  const char *all_rules[] = { _("All rules"), NULL };
  const char *all_floors[] = { _("All floors"), NULL };
  self->rules = gtk_string_list_new (all_rules);
  self->floors = gtk_string_list_new (all_floors);
  gtk_drop_down_set_model (self->rule_filter, G_LIST_MODEL (self->rules));
  gtk_drop_down_set_model (self->floor_filter, G_LIST_MODEL (self->floors));
  g_signal_connect_swapped (self->severity_filter, "notify::selected",
                            G_CALLBACK (filters_changed), self);
  g_signal_connect_swapped (self->rule_filter, "notify::selected", G_CALLBACK (filters_changed),
                            self);
  g_signal_connect_swapped (self->floor_filter, "notify::selected", G_CALLBACK (filters_changed),
                            self);
  /* "changed", not the delayed "search-changed": a few hundred rows filter at once. */
  g_signal_connect_swapped (self->search_entry, "changed", G_CALLBACK (filters_changed), self);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_changed), self);
  update_summary (self);
}
