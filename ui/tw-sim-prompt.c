/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-prompt.c: the choice and shop dialogs of simulate mode (see tw-sim-prompt.h). */
#include "ui/tw-sim-prompt.h"

#include "editor/sim/tw-sim-question.h"
#include "ui/tw-event-editor.h"
#include "editor/tw-i18n.h"

typedef struct
{
  GtkWidget *owner;
  TwSimSession *session;
  char *line;
  GArray *answers;  /* gint: the picks so far */
  GPtrArray *shops; /* char*: shops the action opened, still to offer */
  TwSimPromptPlay play;
  gpointer user_data;
} Prompt;

static void
prompt_free (Prompt *p)
{
  g_object_unref (p->owner);
  g_object_unref (p->session);
  g_free (p->line);
  g_array_unref (p->answers);
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

/* --- shops ---------------------------------------------------------------------------- */

static void offer_next_shop (Prompt *p);

static void
shop_choice_clicked (GtkButton *button, Prompt *p)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (button)));
  const char *shop = g_object_get_data (G_OBJECT (window), "shop");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  GtkLabel *status = g_object_get_data (G_OBJECT (window), "status");
  g_autofree char *line = g_strdup_printf ("shop %s %u", shop, index);
  if (p->play (line, p->user_data))
    gtk_label_set_text (status, _("Bought."));
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
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
  offer_next_shop (p);
}

/* Escape or the window's close button: leaving the shop. */
static gboolean
shop_close_request (GtkWindow *window, Prompt *p)
{
  offer_next_shop (p);
  return FALSE;
}

static void
offer_shop (Prompt *p, const char *shop_id)
{
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
  gtk_window_present (window);
}

/* Offers the shops one after another; the prompt ends after the last. */
static void
offer_next_shop (Prompt *p)
{
  if (p->shops->len == 0)
    {
      prompt_free (p);
      return;
    }
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
  if (!p->play (p->line, p->user_data))
    g_ptr_array_set_size (p->shops, 0);
  offer_next_shop (p);
}

static void
question_choice_clicked (GtkButton *button, Prompt *p)
{
  gint index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index"));
  g_array_append_val (p->answers, index);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
  ask_or_play (p);
}

static void
question_cancel_clicked (GtkButton *button, Prompt *p)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
  prompt_free (p);
}

/* Escape or the window's close button: the move is cancelled. */
static gboolean
question_close_request (GtkWindow *window, Prompt *p)
{
  prompt_free (p);
  return FALSE;
}

static void
ask (Prompt *p, TwSimQuestion *q)
{
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
  g_signal_connect (window, "close-request", G_CALLBACK (question_close_request), p);
  gtk_window_present (window);
}

static void
ask_or_play (Prompt *p)
{
  g_autoptr (GError) error = NULL;
  g_ptr_array_set_size (p->shops, 0);
  g_autoptr (TwSimQuestion) q
      = tw_sim_question_probe (p->session, p->line, (const gint *)(void *)p->answers->data,
                               p->answers->len, p->shops, &error);
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
  p->shops = g_ptr_array_new_with_free_func (g_free);
  p->play = play;
  p->user_data = user_data;
  ask_or_play (p);
}
