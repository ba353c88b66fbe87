/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window in Chinese: run with LANGUAGE=zh_CN and LANG=C.UTF-8 (no
 * zh_CN.UTF-8 locale needed: GNU gettext honours LANGUAGE under any locale
 * but plain "C"), the catalogue compiled into the build tree (TW_LOCALEDIR).
 * Every label and tooltip the window shows is checked: a text that the
 * catalogue knows as an English msgid means a string was left untranslated
 * on its way to the screen (a template without translatable="yes", an N_()
 * table read without _()). */
#include <gtk/gtk.h>
#include <locale.h>

#include "editor/tw-i18n.h"
#include "ui/tw-window.h"
#include "panel-test-util.h"
#include "ui-test-util.h"

/* Text that is still the English msgid although a translation exists. */
static gboolean
is_untranslated (const char *text)
{
  return text != NULL && *text != '\0' && g_strcmp0 (_(text), text) != 0;
}

static void
collect_english (GtkWidget *widget, GPtrArray *found)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_label (GTK_LABEL (widget));
      if (is_untranslated (text))
        g_ptr_array_add (found, g_strdup_printf ("label \"%s\"", text));
    }
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  if (is_untranslated (tooltip))
    g_ptr_array_add (found, g_strdup_printf ("tooltip \"%s\"", tooltip));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_english (c, found);
}

static gboolean
has_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;
  return FALSE;
}

static void
assert_no_english (GtkWidget *window)
{
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  collect_english (window, found);
  for (guint i = 0; i < found->len; i++)
    g_test_message ("untranslated: %s", (char *)g_ptr_array_index (found, i));
  g_assert_cmpuint (found->len, ==, 0);
}

static void
test_catalogue_found (void)
{
  /* The designer's words, from the compiled catalogue. */
  g_assert_cmpstr (_("Floors"), ==, "楼层");
  g_assert_cmpstr (_("Simulate"), ==, "模拟");
  g_assert_cmpstr (ngettext ("%u error", "%u errors", 3), ==, "%u 个错误");
}

static void
test_welcome_in_chinese (void)
{
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  test_wait_until_mapped (GTK_WIDGET (window));
  g_assert_true (has_label (GTK_WIDGET (window), "欢迎使用 Turnwright"));
  assert_no_english (GTK_WIDGET (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_in_chinese (void)
{
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_autofree char *sample = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  g_assert_true (tw_window_open_sync (window, sample, NULL));
  test_wait_until_mapped (GTK_WIDGET (window));
  ui_test_flush ();
  /* The floor list's header, the timeline's and the issues' tabs. */
  g_assert_true (has_label (GTK_WIDGET (window), "楼层"));
  g_assert_true (has_label (GTK_WIDGET (window), "时间轴"));
  g_assert_true (has_label (GTK_WIDGET (window), "问题"));
  g_assert_false (has_label (GTK_WIDGET (window), "Floors"));
  assert_no_english (GTK_WIDGET (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  /* What a designer's desktop would set; the test environment says "en". */
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  gtk_test_init (&argc, &argv, NULL);
  /* gtk_test_init pins the locale for reproducible tests: take C.UTF-8 back. */
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  tw_i18n_init ();
  g_test_add_func ("/ui/i18n/catalogue", test_catalogue_found);
  g_test_add_func ("/ui/i18n/welcome", test_welcome_in_chinese);
  g_test_add_func ("/ui/i18n/window", test_window_in_chinese);
  return g_test_run ();
}
