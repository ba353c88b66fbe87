/* SPDX-License-Identifier: GPL-3.0-or-later */
/* a11y-test-util.h: the screen-reader name of every control under a widget,
 * checked with GTK's test accessibility backend (GTK_A11Y=test) by the rules
 * of the AT-SPI walk (tests/ui/a11y-names.py), for the dialogs that walk does
 * not reach. GTK 4.8 reads a widget's name as its label property followed by
 * the label property of each widget it is labelled by (a mnemonic label, a
 * button's own label or image), and says the type name ("GtkEntry") when
 * that is empty. */
#pragma once

#include <gtk/gtk.h>
#include <string.h>

/* A value no widget's label holds: the check returns the real one. */
#define A11Y_TEST_SENTINEL "\x01"

/* The widget's label property, or NULL when it has none. */
static inline char *
a11y_test_label (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  if (!gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  return gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             A11Y_TEST_SENTINEL);
}

static inline void
a11y_test_collect (GtkWidget *widget, GHashTable *set)
{
  g_hash_table_add (set, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    a11y_test_collect (child, set);
}

/* Every widget of every toplevel: what a labelled-by relation may point at. */
static inline GHashTable *
a11y_test_all_widgets (void)
{
  GHashTable *set = g_hash_table_new (NULL, NULL);
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      a11y_test_collect (window, set);
    }
  return set;
}

/* The name a screen reader says for the widget, as GTK 4.8 computes it; ""
 * when none. The relation's targets are read from the test backend's text
 * ("GtkLabel<0x55...>"), each one checked to be a live widget first. */
static inline char *
a11y_test_name (GtkWidget *widget, GHashTable *widgets)
{
  GString *name = g_string_new (NULL);
  g_autofree char *label = a11y_test_label (widget);
  if (label != NULL)
    g_string_append (name, label);
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  if (gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      g_autofree char *refs = gtk_test_accessible_check_relation (
          accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, NULL);
      for (const char *p = refs ? strstr (refs, "<0x") : NULL; p != NULL; p = strstr (p + 1, "<0x"))
        {
          gpointer target = NULL;
          if (sscanf (p + 1, "%p", &target) != 1 || !g_hash_table_contains (widgets, target))
            continue;
          g_autofree char *text = a11y_test_label (GTK_WIDGET (target));
          if (text != NULL && *text != '\0')
            g_string_append_printf (name, "%s%s", name->len > 0 ? " " : "", text);
        }
    }
  return g_string_free (name, FALSE);
}

/* The AT-SPI walk's rule: a name, not a type name, no mnemonic underscore. */
static inline gboolean
a11y_test_name_ok (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0')
    return FALSE;
  if (g_regex_match_simple ("^(Gtk[A-Z]\\w*|Tw[A-Z]\\w*)$", name, 0, 0))
    return FALSE;
  return !g_regex_match_simple ("(^|[^_])_[A-Za-z]", name, 0, 0);
}

static inline gboolean
a11y_test_is_control (GtkWidget *widget)
{
  switch (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)))
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_RADIO:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
      return TRUE;
    default:
      return FALSE;
    }
}

static inline void
a11y_test_walk (GtkWidget *widget, GHashTable *widgets, const char *where, guint *n_controls,
                GString *bad)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (a11y_test_is_control (widget))
    {
      g_autofree char *name = a11y_test_name (widget, widgets);
      (*n_controls)++;
      if (!a11y_test_name_ok (name))
        g_string_append_printf (bad, "; %s: %s #%s reads \"%s\"", where,
                                G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget), name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    a11y_test_walk (child, widgets, where, n_controls, bad);
}

/* The unnamed controls found so far in this test (a11y_test_assert_all_named). */
static GString *a11y_test_bad;

/* Checks every visible control under root (a dialog, a popover, a form) has
 * a real name; where says which in the failure, which
 * a11y_test_assert_all_named reports with the others at the end of the test.
 * Returns how many controls were checked, so a test can tell the walk saw
 * the dialog's fields. */
static inline guint
a11y_test_assert_named (GtkWidget *root, const char *where)
{
  g_autoptr (GHashTable) widgets = a11y_test_all_widgets ();
  a11y_test_collect (root, widgets); /* a popover or form not in a toplevel yet */
  if (a11y_test_bad == NULL)
    a11y_test_bad = g_string_new (NULL);
  guint n_controls = 0;
  a11y_test_walk (root, widgets, where, &n_controls, a11y_test_bad);
  g_test_message ("%s: %u controls", where, n_controls);
  return n_controls;
}

/* Fails the test with every unnamed control a11y_test_assert_named found. */
static inline void
a11y_test_assert_all_named (void)
{
  g_autofree char *bad = a11y_test_bad ? g_string_free (a11y_test_bad, FALSE) : g_strdup ("");
  a11y_test_bad = NULL;
  g_assert_cmpstr (bad, ==, "");
}
