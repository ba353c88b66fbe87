/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-prompt.c: the choice and shop dialogs of simulate mode (see tw-sim-prompt.h). */
#include "ui/tw-sim-prompt.h"

#include <string.h>

#include "editor/sim/tw-sim-question.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"
#include "ui/tw-event-editor.h"

typedef struct
{
  GtkWidget *owner;
  TwSimSession *session;
  char *line;
  GArray *answers;   /* gint: the picks so far */
  GPtrArray *inputs; /* char*: the values typed so far (`input VALUE`) */
  GPtrArray *shops;  /* char*: shops the action opened, still to offer */
  TwSimPromptPlay play;
  gpointer user_data;
  guint refs; /* the caller's while it asks, and each open dialog's */
} Prompt;

static Prompt *
prompt_ref (Prompt *p)
{
  p->refs++;
  return p;
}

/* A prompt lives as long as one of its dialogs does, however that dialog
 * goes (answered, cancelled, or destroyed with the main window). */
static void
prompt_unref (Prompt *p)
{
  if (--p->refs > 0)
    return;
  g_object_unref (p->owner);
  g_object_unref (p->session);
  g_free (p->line);
  g_array_unref (p->answers);
  g_ptr_array_unref (p->inputs);
  g_ptr_array_unref (p->shops);
  g_free (p);
}

static GtkWindow *
dialog_new (Prompt *p, const char *name, const char *title)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_set_name (GTK_WIDGET (window), name);
  gtk_window_set_title (window, title);
  gtk_window_set_modal (window, TRUE);
  gtk_window_set_default_size (window, 380, -1);
  GtkRoot *root = gtk_widget_get_root (p->owner);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (window, GTK_WINDOW (root));
  tw_event_editor_close_on_escape (window);
  g_object_set_data_full (G_OBJECT (window), "tw-prompt", prompt_ref (p),
                          (GDestroyNotify)prompt_unref);
  return window;
}

static GtkWidget *
dialog_box (GtkWindow *window, const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12,
                NULL);
  if (text != NULL && *text != '\0')
    {
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_window_set_child (window, box);
  return box;
}

static GtkWidget *
choice_button (GtkWidget *box, const char *prefix, guint index, const char *text)
{
  GtkWidget *button = gtk_button_new_with_label (text);
  g_autofree char *name = g_strdup_printf ("%s:%u", prefix, index);
  gtk_widget_set_name (button, name);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

/* The descendant of @root named @name, or NULL. */
static GtkWidget *
ui_find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* --- shops ---------------------------------------------------------------------------- */

static void offer_next_shop (Prompt *p);

/* An item shop row's text: the item, its price, the stock left. */
static char *
item_row_text (const TwSimShopChoice *choice, const char *use)
{
  g_autofree char *price
      = choice->money != NULL
            ? (strcmp (use, "exp") == 0
                   ? g_strdup_printf (_("%s for %s exp"), choice->text, choice->money)
                   : g_strdup_printf (_("%s for %s money"), choice->text, choice->money))
            : g_strdup (choice->text);
  return choice->number >= 0
             ? g_strdup_printf (_("%s (stock %lld)"), price, (long long)choice->number)
             : g_strdup (price);
}

/* An item shop's rows after a trade: the stock left. */
static void
refresh_item_rows (Prompt *p, GtkWidget *window, const char *shop)
{
  g_autofree char *use = NULL, *text = NULL;
  g_autoptr (GPtrArray) choices = NULL;
  if (!tw_sim_question_shop_is_item (p->session, shop, &use)
      || !tw_sim_question_shop (p->session, shop, &text, &choices))
    return;
  for (guint i = 0; i < choices->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("sim-shop-item:%u", i);
      GtkWidget *label = ui_find_named (window, name);
      g_autofree char *row = item_row_text (g_ptr_array_index (choices, i), use);
      if (GTK_IS_LABEL (label))
        gtk_label_set_text (GTK_LABEL (label), row);
    }
}

static void
shop_choice_clicked (GtkButton *button, Prompt *p)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (button)));
  const char *shop = g_object_get_data (G_OBJECT (window), "shop");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  gboolean sell = g_object_get_data (G_OBJECT (button), "sell") != NULL;
  GtkLabel *status = g_object_get_data (G_OBJECT (window), "status");
  g_autofree char *line = sell ? g_strdup_printf ("shop %s sell %u", shop, index)
                               : g_strdup_printf ("shop %s %u", shop, index);
  if (p->play (line, p->user_data))
    {
      gtk_label_set_text (status, sell ? _("Sold.") : _("Bought."));
      refresh_item_rows (p, window, shop);
    }
  else
    {
      g_autofree char *why
          = g_strdup_printf (_("Refused: %s"), tw_sim_session_get_last_refusal (p->session));
      gtk_label_set_text (status, why);
    }
}

static void
shop_leave_clicked (GtkButton *button, Prompt *p)
{
  prompt_ref (p); /* the dialog's reference goes with it */
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
  offer_next_shop (p);
  prompt_unref (p);
}

/* Escape or the window's close button: leaving the shop. */
static gboolean
shop_close_request (GtkWindow *window, Prompt *p)
{
  offer_next_shop (p);
  return FALSE;
}

/* One row of an item shop (docs/rules.md §11.9): the item and its price,
 * Buy (`shop ID N`) and, when the shop buys it back, Sell (`shop ID sell N`). */
static void
item_shop_row (Prompt *p, GtkWidget *box, guint index, const TwSimShopChoice *choice,
               const char *use)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *stock = item_row_text (choice, use);
  GtkWidget *label = gtk_label_new (stock);
  g_autofree char *label_name = g_strdup_printf ("sim-shop-item:%u", index);
  gtk_widget_set_name (label, label_name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), label);
  GtkWidget *buy = gtk_button_new_with_label (_("Buy"));
  g_autofree char *buy_name = g_strdup_printf ("sim-shop-choice:%u", index);
  gtk_widget_set_name (buy, buy_name);
  g_object_set_data (G_OBJECT (buy), "index", GUINT_TO_POINTER (index));
  gtk_widget_set_tooltip_text (buy, _("Buy one (a `shop ID N` line of the script)"));
  g_signal_connect (buy, "clicked", G_CALLBACK (shop_choice_clicked), p);
  gtk_box_append (GTK_BOX (row), buy);
  if (choice->sell != NULL)
    {
      GtkWidget *sell = gtk_button_new_with_label (_("Sell"));
      g_autofree char *sell_name = g_strdup_printf ("sim-shop-sell:%u", index);
      g_autofree char *tip = g_strdup_printf (
          _("Sell one for %s (a `shop ID sell N` line of the script)"), choice->sell);
      gtk_widget_set_name (sell, sell_name);
      gtk_widget_set_tooltip_text (sell, tip);
      g_object_set_data (G_OBJECT (sell), "index", GUINT_TO_POINTER (index));
      g_object_set_data (G_OBJECT (sell), "sell", GINT_TO_POINTER (1));
      g_signal_connect (sell, "clicked", G_CALLBACK (shop_choice_clicked), p);
      gtk_box_append (GTK_BOX (row), sell);
    }
  gtk_box_append (GTK_BOX (box), row);
}

static void
offer_shop (Prompt *p, const char *shop_id)
{
  g_autofree char *use = NULL;
  gboolean item_shop = tw_sim_question_shop_is_item (p->session, shop_id, &use);
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) choices = NULL;
  if (!tw_sim_question_shop (p->session, shop_id, &text, &choices))
    {
      offer_next_shop (p);
      return;
    }
  g_autofree char *title = g_strdup_printf (_("Shop %s"), shop_id);
  GtkWindow *window = dialog_new (p, "sim-shop", title);
  g_object_set_data_full (G_OBJECT (window), "shop", g_strdup (shop_id), g_free);
  GtkWidget *box = dialog_box (window, text);
  for (guint i = 0; i < choices->len; i++)
    {
      TwSimShopChoice *choice = g_ptr_array_index (choices, i);
      if (item_shop)
        {
          item_shop_row (p, box, i, choice, use);
          continue;
        }
      g_autofree char *label = choice->need != NULL
                                   ? g_strdup_printf (_("%s   (needs %s)"), choice->text, choice->need)
                                   : g_strdup (choice->text);
      GtkWidget *button = choice_button (box, "sim-shop-choice", i, label);
      gtk_widget_set_tooltip_text (button, _("Buy this (a `shop` line of the script)"));
      g_signal_connect (button, "clicked", G_CALLBACK (shop_choice_clicked), p);
    }
  GtkWidget *status = gtk_label_new ("");
  gtk_widget_set_name (status, "sim-shop-status");
  gtk_widget_add_css_class (status, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (status), 0);
  gtk_box_append (GTK_BOX (box), status);
  g_object_set_data (G_OBJECT (window), "status", status);
  GtkWidget *leave = gtk_button_new_with_mnemonic (_("_Leave"));
  gtk_widget_set_name (leave, "sim-shop-leave");
  gtk_widget_set_halign (leave, GTK_ALIGN_END);
  g_signal_connect (leave, "clicked", G_CALLBACK (shop_leave_clicked), p);
  gtk_box_append (GTK_BOX (box), leave);
  g_signal_connect (window, "close-request", G_CALLBACK (shop_close_request), p);
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (window)); /* "_OK" read as "OK" */
  gtk_window_present (window);
}

/* Offers the shops one after another; the prompt ends after the last. */
static void
offer_next_shop (Prompt *p)
{
  if (p->shops->len == 0)
    return; /* the prompt ends with its last dialog */
  g_autofree char *shop = g_ptr_array_steal_index (p->shops, 0);
  offer_shop (p, shop);
}

/* --- questions --------------------------------------------------------------------- */

static void ask_or_play (Prompt *p);

/* Every pick made: the `choose` lines, then the action, then its shops. */
static void
play_all (Prompt *p)
{
  for (guint i = 0; i < p->answers->len; i++)
    {
      g_autofree char *choose = g_strdup_printf ("choose %d", g_array_index (p->answers, gint, i));
      p->play (choose, p->user_data);
    }
  for (guint i = 0; i < p->inputs->len; i++)
    {
      g_autofree char *input
          = g_strdup_printf ("input %s", (const char *)g_ptr_array_index (p->inputs, i));
      p->play (input, p->user_data);
    }
  if (!p->play (p->line, p->user_data))
    g_ptr_array_set_size (p->shops, 0);
  offer_next_shop (p);
}

static void
question_choice_clicked (GtkButton *button, Prompt *p)
{
  gint index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index"));
  g_array_append_val (p->answers, index);
  prompt_ref (p);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
  ask_or_play (p);
  prompt_unref (p);
}

static void
question_cancel_clicked (GtkButton *button, Prompt *p)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
}

/* --- input and input2 ------------------------------------------------------------------ */

static void
input_changed (GtkEditable *entry, GtkWidget *ok)
{
  gtk_widget_set_sensitive (ok, tw_sim_question_input_valid (gtk_editable_get_text (entry)));
}

static void
input_ok_clicked (GtkButton *button, Prompt *p)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (button)));
  GtkEditable *entry = g_object_get_data (G_OBJECT (window), "entry");
  const char *value = gtk_editable_get_text (entry);
  if (!tw_sim_question_input_valid (value))
    return;
  g_ptr_array_add (p->inputs, g_strdup (value));
  prompt_ref (p);
  gtk_window_destroy (GTK_WINDOW (window));
  ask_or_play (p);
  prompt_unref (p);
}

static void
input_activated (GtkEntry *entry, GtkWidget *ok)
{
  if (gtk_widget_get_sensitive (ok))
    g_signal_emit_by_name (ok, "clicked");
}

/* An `input` (a number, parseInt) or `input2` (a word): typed into an
 * entry, recorded as `input VALUE` before the move (docs/rules.md §11.8). */
static void
ask_input (Prompt *p, TwSimQuestion *q)
{
  GtkWindow *window = dialog_new (p, "sim-prompt", _("Input"));
  GtkWidget *box = dialog_box (window, q->text);
  GtkWidget *entry = gtk_entry_new ();
  gtk_widget_set_name (entry, "sim-prompt-input");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), q->text_input ? GTK_INPUT_PURPOSE_FREE_FORM
                                                                : GTK_INPUT_PURPOSE_NUMBER);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry),
                                  q->text_input ? _("One word") : _("A number"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  q->text ? q->text : _("Input"), -1);
  gtk_box_append (GTK_BOX (box), entry);
  g_object_set_data (G_OBJECT (window), "entry", entry);
  GtkWidget *hint = gtk_label_new (
      q->text_input ? _("The game keeps the text as typed. One word, no spaces.")
                    : _("The game keeps the number the text starts with (parseInt), or 0."));
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_box_append (GTK_BOX (box), hint);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_top (buttons, 6);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel the move"));
  gtk_widget_set_name (cancel, "sim-prompt-cancel");
  g_signal_connect (cancel, "clicked", G_CALLBACK (question_cancel_clicked), p);
  gtk_box_append (GTK_BOX (buttons), cancel);
  GtkWidget *ok = gtk_button_new_with_mnemonic (_("_OK"));
  gtk_widget_set_name (ok, "sim-prompt-ok");
  gtk_widget_set_tooltip_text (ok, _("Recorded as `input VALUE` before the move"));
  gtk_widget_add_css_class (ok, "suggested-action");
  gtk_widget_set_sensitive (ok, FALSE);
  g_signal_connect (ok, "clicked", G_CALLBACK (input_ok_clicked), p);
  gtk_box_append (GTK_BOX (buttons), ok);
  gtk_box_append (GTK_BOX (box), buttons);
  g_signal_connect (entry, "changed", G_CALLBACK (input_changed), ok);
  g_signal_connect (entry, "activate", G_CALLBACK (input_activated), ok);
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (window)); /* "_OK" read as "OK" */
  gtk_window_present (window);
  gtk_widget_grab_focus (entry);
}

static void
ask (Prompt *p, TwSimQuestion *q)
{
  if (q->input)
    {
      ask_input (p, q);
      return;
    }
  GtkWindow *window = dialog_new (p, "sim-prompt", q->confirm ? _("Confirm") : _("Choose"));
  GtkWidget *box = dialog_box (window, q->text);
  for (guint i = 0; i < q->options->len; i++)
    {
      GtkWidget *button
          = choice_button (box, "sim-prompt-choice", i, g_ptr_array_index (q->options, i));
      g_autofree char *tip = g_strdup_printf (_("Recorded as `choose %u` before the move"), i);
      gtk_widget_set_tooltip_text (button, tip);
      g_signal_connect (button, "clicked", G_CALLBACK (question_choice_clicked), p);
    }
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel the move"));
  gtk_widget_set_name (cancel, "sim-prompt-cancel");
  gtk_widget_set_halign (cancel, GTK_ALIGN_END);
  gtk_widget_set_margin_top (cancel, 6);
  g_signal_connect (cancel, "clicked", G_CALLBACK (question_cancel_clicked), p);
  gtk_box_append (GTK_BOX (box), cancel);
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (window)); /* "_OK" read as "OK" */
  gtk_window_present (window);
}

static void
ask_or_play (Prompt *p)
{
  g_autoptr (GError) error = NULL;
  g_ptr_array_set_size (p->shops, 0);
  g_autoptr (TwSimQuestion) q = tw_sim_question_probe_with_inputs (
      p->session, p->line, (const gint *)(void *)p->answers->data, p->answers->len, p->inputs,
      p->shops, &error);
  if (q != NULL)
    ask (p, q);
  else
    play_all (p);
}

void
tw_sim_prompt_play (GtkWidget *owner, TwSimSession *session, const char *line, TwSimPromptPlay play,
                    gpointer user_data)
{
  if (!tw_sim_question_tower_asks (session))
    {
      play (line, user_data);
      return;
    }
  Prompt *p = g_new0 (Prompt, 1);
  p->owner = g_object_ref (owner);
  p->session = g_object_ref (session);
  p->line = g_strdup (line);
  p->answers = g_array_new (FALSE, FALSE, sizeof (gint));
  p->inputs = g_ptr_array_new_with_free_func (g_free);
  p->shops = g_ptr_array_new_with_free_func (g_free);
  p->play = play;
  p->user_data = user_data;
  p->refs = 1;
  ask_or_play (p);
  prompt_unref (p);
}
