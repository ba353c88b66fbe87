/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-issues-panel.c: the Issues panel, the validator's diagnostics, live. */
#include "ui/tw-issues-panel.h"
#include "editor/tw-i18n.h"

#include <string.h>

/* One row of the list: a diagnostic wrapped for GListStore. */
#define TW_TYPE_ISSUE_ROW (tw_issue_row_get_type ())
G_DECLARE_FINAL_TYPE (TwIssueRow, tw_issue_row, TW, ISSUE_ROW, GObject)

struct _TwIssueRow
{
  GObject parent_instance;
  TwDiagnostic *diagnostic;
};

G_DEFINE_FINAL_TYPE (TwIssueRow, tw_issue_row, G_TYPE_OBJECT)

static void
tw_issue_row_finalize (GObject *object)
{
  tw_diagnostic_free (TW_ISSUE_ROW (object)->diagnostic);
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

/* Takes ownership of diagnostic. */
static TwIssueRow *
tw_issue_row_new (TwDiagnostic *diagnostic)
{
  TwIssueRow *row = g_object_new (TW_TYPE_ISSUE_ROW, NULL);
  row->diagnostic = diagnostic;
  return row;
}

struct _TwIssuesPanel
{
  GtkWidget parent_instance;

  GtkColumnView *column_view;
  GtkLabel *empty_label;
  GtkStack *stack;
  GtkLabel *summary_label;

  GListStore *issues; /* TwIssueRow */
  GtkSingleSelection *selection;
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
  N_PROPS
};

enum
{
  DIAGNOSTIC_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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

static char *
diagnostic_location (const TwDiagnostic *d)
{
  if (d->floor_id != NULL && d->x >= 0 && d->y >= 0)
    return g_strdup_printf ("%s (%d, %d)", d->floor_id, d->x, d->y);
  if (d->id != NULL && d->field != NULL)
    return g_strdup_printf ("%s.%s", d->id, d->field);
  if (d->id != NULL)
    return g_strdup (d->id);
  return g_strdup (d->file ? d->file : "");
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

/* Row widgets */

static void
severity_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  gtk_list_item_set_child (item, gtk_image_new ());
}

static void
severity_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  TwIssueRow *row = gtk_list_item_get_item (item);
  GtkWidget *image = gtk_list_item_get_child (item);
  TwSeverity severity = row->diagnostic->severity;
  gtk_image_set_from_icon_name (GTK_IMAGE (image), severity_icon (severity));
  gtk_widget_set_tooltip_text (image, tw_severity_to_string (severity));
  for (int s = TW_SEVERITY_ERROR; s <= TW_SEVERITY_NOTE; s++)
    gtk_widget_remove_css_class (image, tw_severity_to_string ((TwSeverity)s));
  gtk_widget_add_css_class (image, tw_severity_to_string (severity));
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
  TwIssueRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *location = diagnostic_location (row->diagnostic);
  g_autofree char *where = tw_diagnostic_format (row->diagnostic);
  gtk_label_set_text (GTK_LABEL (label), location);
  gtk_widget_set_tooltip_text (label, where);
}

static void
message_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  TwIssueRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  gtk_label_set_text (GTK_LABEL (label), row->diagnostic->message);
  gtk_widget_set_tooltip_text (label, row->diagnostic->message);
}

static void
add_column (TwIssuesPanel *self, const char *title, GCallback setup, GCallback bind,
            gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", setup, NULL);
  g_signal_connect (factory, "bind", bind, NULL);
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (self->column_view, column);
  g_object_unref (column);
}

/* Validation */

static void
update_summary (TwIssuesPanel *self)
{
  guint errors = tw_issues_panel_count (self, TW_SEVERITY_ERROR);
  guint warnings = tw_issues_panel_count (self, TW_SEVERITY_WARNING);
  guint notes = tw_issues_panel_count (self, TW_SEVERITY_NOTE);
  guint total = errors + warnings + notes;

  if (total == 0)
    {
      gtk_label_set_text (self->summary_label, _("No issues"));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  /* Each count is its own plural phrase; the list pattern joins them. */
  g_autofree char *e = g_strdup_printf (ngettext ("%u error", "%u errors", errors), errors);
  g_autofree char *w = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings), warnings);
  g_autofree char *n = g_strdup_printf (ngettext ("%u note", "%u notes", notes), notes);
  /* TRANSLATORS: the issue counts, "3 errors, 1 warning, 0 notes". */
  g_autofree char *text = g_strdup_printf (_("%s, %s, %s"), e, w, n);
  gtk_label_set_text (self->summary_label, text);
  gtk_stack_set_visible_child_name (self->stack, "list");
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

  /* Errors first; g_ptr_array_sort is not stable, so sort (severity, index). */
  GPtrArray *ordered = g_ptr_array_new ();
  for (int s = TW_SEVERITY_ERROR; s <= TW_SEVERITY_NOTE; s++)
    for (guint i = 0; i < found->len; i++)
      if (((TwDiagnostic *)g_ptr_array_index (found, i))->severity == (TwSeverity)s)
        g_ptr_array_add (ordered, g_ptr_array_index (found, i));
  g_assert (ordered->len == found->len);

  g_ptr_array_set_free_func (found, NULL); /* the rows own the diagnostics now */
  GObject **rows = g_new (GObject *, ordered->len + 1);
  for (guint i = 0; i < ordered->len; i++)
    rows[i] = G_OBJECT (tw_issue_row_new (g_ptr_array_index (ordered, i)));
  g_list_store_splice (self->issues, 0, g_list_model_get_n_items (G_LIST_MODEL (self->issues)),
                       (gpointer *)rows, ordered->len);
  for (guint i = 0; i < ordered->len; i++)
    g_object_unref (rows[i]);
  g_free (rows);
  g_ptr_array_unref (ordered);

  update_summary (self);
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

void
tw_issues_panel_activate (TwIssuesPanel *self, guint position)
{
  g_return_if_fail (TW_IS_ISSUES_PANEL (self));

  const TwDiagnostic *d = tw_issues_panel_get_issue (self, position);
  if (d == NULL)
    return;
  TwEntityKind kind = tw_issues_panel_diagnostic_kind (d);
  g_autofree char *id = diagnostic_entity_id (d, kind);
  gboolean cell = d->floor_id != NULL && d->x >= 0 && d->y >= 0;
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0, kind, id, d->field,
                 cell ? d->floor_id : NULL, cell ? d->x : -1, cell ? d->y : -1);
}

static void
column_view_activated (GtkColumnView *view, guint position, TwIssuesPanel *self)
{
  tw_issues_panel_activate (self, position);
}

static void
validate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tw_issues_panel_validate_now (TW_ISSUES_PANEL (widget));
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
  return g_list_model_get_n_items (G_LIST_MODEL (self->issues));
}

const TwDiagnostic *
tw_issues_panel_get_issue (TwIssuesPanel *self, guint position)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), NULL);

  g_autoptr (TwIssueRow) row = g_list_model_get_item (G_LIST_MODEL (self->issues), position);
  return row != NULL ? row->diagnostic : NULL; /* the store keeps the row alive */
}

guint
tw_issues_panel_count (TwIssuesPanel *self, TwSeverity severity)
{
  g_return_val_if_fail (TW_IS_ISSUES_PANEL (self), 0);

  guint n = 0;
  guint total = g_list_model_get_n_items (G_LIST_MODEL (self->issues));
  for (guint i = 0; i < total; i++)
    if (tw_issues_panel_get_issue (self, i)->severity == severity)
      n++;
  return n;
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
  g_clear_object (&self->issues);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (kind, id, field, floor_id, x, y): see tw-issues-panel.h. */
  signals[DIAGNOSTIC_ACTIVATED]
      = g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 6, TW_TYPE_ENTITY_KIND, G_TYPE_STRING, G_TYPE_STRING,
                      G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/turnwright/Turnwright/tw-issues-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, column_view);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TwIssuesPanel, summary_label);
  gtk_widget_class_install_action (widget_class, "issues.validate", NULL, validate_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twissuespanel");
}

static void
tw_issues_panel_init (TwIssuesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->issues = g_list_store_new (TW_TYPE_ISSUE_ROW);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->issues)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  add_column (self, NULL, G_CALLBACK (severity_setup), G_CALLBACK (severity_bind), FALSE);
  add_column (self, _("Location"), G_CALLBACK (label_setup), G_CALLBACK (location_bind), FALSE);
  add_column (self, _("Message"), G_CALLBACK (label_setup), G_CALLBACK (message_bind), TRUE);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (column_view_activated), self);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_changed), self);
  update_summary (self);
}
