/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-question.c: probing an action for the questions its tower events
 * ask (docs/rules.md §11.8, §11.9), on a copy of the session's engine. */
#include "editor/sim/tw-sim-question.h"

#include <string.h>

#include "editor/tw-event-summary.h"
#include "engine/tw-tower-events.h"


void
tw_sim_question_free (TwSimQuestion *question)
{
  if (question == NULL)
    return;
  g_free (question->text);
  g_ptr_array_unref (question->options);
  g_free (question->hook);
  g_free (question->floor_id);
  g_free (question);
}

typedef struct
{
  TwSimQuestion *question;
  guint asked[3]; /* choices [0], confirm [1] and input [2] answered before the unanswered one */
  GPtrArray *opened_shops;
} Probe;

static gboolean
is_input (const char *command)
{
  return command != NULL && (strcmp (command, "input") == 0 || strcmp (command, "input2") == 0);
}

static gboolean
is_question (const char *command)
{
  return command != NULL
         && (strcmp (command, "choices") == 0 || strcmp (command, "confirm") == 0
             || is_input (command));
}

/* Which answer queue a question takes from: choices 0, confirm 1, input and input2 2. */
static guint
question_kind (const char *command)
{
  return is_input (command) ? 2 : strcmp (command, "confirm") == 0 ? 1 : 0;
}

static guint
kind_of (const TwSimQuestion *q)
{
  return q->input ? 2 : q->confirm ? 1 : 0;
}

static void
probe_event (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  Probe *probe = data;
  (void)engine;
  if (probe->question != NULL || (ev->kind != TW_EVENT_EVENT && ev->kind != TW_EVENT_SKIP)
      || !is_question (ev->command))
    return;
  /* A question the script left unanswered: the engine answered it itself
   * and says so in the line's reason. */
  if (ev->reason == NULL || !g_str_has_prefix (ev->reason, TW_TOWER_EVENTS_NO_ANSWER))
    {
      probe->asked[question_kind (ev->command)]++;
      return;
    }
  TwSimQuestion *q = g_new0 (TwSimQuestion, 1);
  q->confirm = strcmp (ev->command, "confirm") == 0;
  q->input = is_input (ev->command);
  q->text_input = strcmp (ev->command, "input2") == 0;
  q->options = g_ptr_array_new_with_free_func (g_free);
  q->hook = g_strdup (ev->hook);
  q->floor_id = g_strdup (ev->floor_id);
  q->x = ev->x;
  q->y = ev->y;
  probe->question = q;
}

/* Every choices or confirm command of a list, nested ones too, in order. */
static void
collect_questions (json_t *list, GPtrArray *out)
{
  size_t i;
  json_t *command;
  json_array_foreach (list, i, command)
  {
    if (!json_is_object (command))
      continue;
    if (is_question (tw_event_command_type (command)))
      g_ptr_array_add (out, command);
    const char *members[] = { "true", "false", "yes", "no", "data", NULL };
    for (guint m = 0; members[m]; m++)
      collect_questions (json_object_get (command, members[m]), out);
    json_t *cases;
    const char *many[] = { "choices", "caseList", NULL };
    for (guint m = 0; many[m]; m++)
      {
        size_t j;
        json_t *one;
        cases = json_object_get (command, many[m]);
        json_array_foreach (cases, j, one) collect_questions (json_object_get (one, "action"), out);
      }
  }
}

/* The command list the hook ran: a cell's entry of the floor, or the
 * floor's own (firstArrive, eachArrive), or a common event. */
static json_t *
hook_list (TwTower *tower, const TwSimQuestion *q)
{
  const char *suffix;
  gint index = q->floor_id ? tw_tower_find_floor (tower, q->floor_id) : -1;
  json_t *floor = index >= 0 ? tw_tower_get_floor (tower, index)->json : NULL;
  if (floor != NULL && q->x >= 0)
    {
      g_autofree char *key = g_strdup_printf ("%d,%d", q->x, q->y);
      json_t *entry = json_object_get (json_object_get (floor, q->hook), key);
      if (g_strcmp0 (q->hook, "autoEvent") == 0)
        {
          /* autoEvent: {"0": {condition, data}, ...}: all of them, in order. */
          json_t *all = json_array (), *one;
          const char *name;
          json_object_foreach (entry, name, one)
          {
            json_t *list = tw_event_entry_list (one, &suffix);
            if (list != NULL)
              json_array_extend (all, list);
          }
          return all;
        }
      json_t *list = tw_event_entry_list (entry, &suffix);
      return list ? json_incref (list) : NULL;
    }
  if (floor != NULL && json_is_array (json_object_get (floor, q->hook)))
    return json_incref (json_object_get (floor, q->hook));
  return NULL;
}

/* Finds the command asked in the tower: the hook's questions of its kind in
 * order, the one after the @asked of that kind answered in the frame (past
 * the last: the last, as a loop asks the same one again). Answers met in
 * other hooks of the frame are counted too: a guess, right for the usual
 * one hook a frame. */
static void
fill_question (TwTower *tower, TwSimQuestion *q, guint asked)
{
  json_t *list = hook_list (tower, q);
  g_autoptr (GPtrArray) found = g_ptr_array_new ();
  collect_questions (list, found);
  json_t *command = NULL;
  for (guint i = 0; i < found->len; i++)
    {
      json_t *one = g_ptr_array_index (found, i);
      if (question_kind (tw_event_command_type (one)) == kind_of (q))
        {
          command = one;
          if (asked-- == 0)
            break;
        }
    }
  if (command != NULL && json_is_string (json_object_get (command, "text")))
    q->text = g_strdup (json_string_value (json_object_get (command, "text")));
  if (q->input)
    {
      /* The engine met this kind: input and input2 share one queue. */
      if (command != NULL)
        q->text_input = strcmp (tw_event_command_type (command), "input2") == 0;
    }
  else if (q->confirm)
    {
      g_ptr_array_add (q->options, g_strdup ("Yes"));
      g_ptr_array_add (q->options, g_strdup ("No"));
    }
  else
    {
      size_t i;
      json_t *choice;
      json_array_foreach (json_object_get (command, "choices"), i, choice)
      {
        const char *text = json_string_value (json_object_get (choice, "text"));
        g_ptr_array_add (q->options,
                         text ? g_strdup (text) : g_strdup_printf ("Choice %zu", i + 1));
      }
    }
  json_decref (list);
}

/* The shops open in a saved state (flags.towerEventShops). */
static json_t *
open_shops (json_t *state)
{
  return json_object_get (json_object_get (state, "flags"), "towerEventShops");
}

static void
note_opened (json_t *before, json_t *after, GPtrArray *out)
{
  size_t i;
  json_t *id;
  /* Kept as an array or an object of ids: read both. */
  if (json_is_object (after))
    {
      const char *key;
      json_t *v;
      json_object_foreach (after, key, v) if (json_object_get (before, key) == NULL)
          g_ptr_array_add (out, g_strdup (key));
      return;
    }
  json_array_foreach (after, i, id)
  {
    gboolean was = FALSE;
    size_t j;
    json_t *old;
    json_array_foreach (before, j, old) was = was || json_equal (old, id);
    if (!was && json_is_string (id))
      g_ptr_array_add (out, g_strdup (json_string_value (id)));
  }
}

TwSimQuestion *
tw_sim_question_probe (TwSimSession *session, const char *line, const gint *answers,
                       guint n_answers, GPtrArray *opened_shops, GError **error)
{
  return tw_sim_question_probe_with_inputs (session, line, answers, n_answers, NULL, opened_shops,
                                            error);
}

gboolean
tw_sim_question_input_valid (const char *value)
{
  if (value == NULL || *value == '\0')
    return FALSE;
  for (const char *c = value; *c; c++)
    if (g_ascii_isspace (*c) || *c == '#')
      return FALSE;
  return TRUE;
}

TwSimQuestion *
tw_sim_question_probe_with_inputs (TwSimSession *session, const char *line, const gint *answers,
                                   guint n_answers, GPtrArray *inputs, GPtrArray *opened_shops,
                                   GError **error)
{
  g_autoptr (TwScript) script = tw_script_parse (line, -1, NULL, NULL, error);
  if (script == NULL)
    return NULL;
  if (tw_script_get_n_actions (script) == 0)
    return NULL;
  TwEngine *live = tw_sim_session_get_engine (session);
  TwTower *tower = tw_engine_get_tower (live);
  json_t *state = tw_engine_save_state (live);
  TwEngine *copy = tw_engine_new (tower);
  Probe probe = { NULL, { 0, 0, 0 }, opened_shops };
  if (!tw_engine_load_state (copy, state, error))
    {
      json_decref (state);
      tw_engine_free (copy);
      return NULL;
    }
  for (guint i = 0; i < n_answers; i++)
    tw_tower_events_answer (copy, answers[i]);
  for (guint i = 0; inputs != NULL && i < inputs->len; i++)
    tw_tower_events_input (copy, g_ptr_array_index (inputs, i));
  tw_engine_set_event_sink (copy, probe_event, &probe, NULL);
  const char *reason = NULL;
  tw_engine_apply_action (copy, tw_script_get_action (script, 0), &reason);
  if (probe.question != NULL)
    fill_question (tower, probe.question, probe.asked[kind_of (probe.question)]);
  else if (opened_shops != NULL)
    {
      json_t *after = tw_engine_save_state (copy);
      note_opened (open_shops (state), open_shops (after), opened_shops);
      json_decref (after);
    }
  json_decref (state);
  tw_engine_free (copy);
  return probe.question;
}

static void
shop_choice_free (gpointer data)
{
  TwSimShopChoice *choice = data;
  g_free (choice->text);
  g_free (choice->need);
  g_free (choice->item_id);
  g_free (choice->money);
  g_free (choice->sell);
  g_free (choice);
}

static json_t *
find_shop (TwSimSession *session, const char *shop_id)
{
  TwTower *tower = tw_engine_get_tower (tw_sim_session_get_engine (session));
  size_t i;
  json_t *shop;
  json_array_foreach (tw_tower_get_shops (tower), i, shop)
  {
    if (g_strcmp0 (json_string_value (json_object_get (shop, "id")), shop_id) == 0)
      return shop;
  }
  return NULL;
}

gboolean
tw_sim_question_shop_is_item (TwSimSession *session, const char *shop_id, char **use)
{
  json_t *shop = find_shop (session, shop_id);
  if (shop == NULL || !json_is_true (json_object_get (shop, "item")))
    return FALSE;
  if (use != NULL)
    *use = g_strdup (g_strcmp0 (json_string_value (json_object_get (shop, "use")), "exp") == 0
                         ? "exp"
                         : "money");
  return TRUE;
}

/* A price as written: a number, or an expression's text. */
static char *
price_text (json_t *price)
{
  if (json_is_integer (price))
    return g_strdup_printf ("%" JSON_INTEGER_FORMAT, json_integer_value (price));
  if (json_is_real (price))
    return g_strdup_printf ("%g", json_real_value (price));
  if (json_is_string (price) && *json_string_value (price) != '\0')
    return g_strdup (json_string_value (price));
  return NULL;
}

/* The stock left of an item shop's choice in the live run
 * (flags.towerEventItemShops, docs/rules.md §11.9), or -2 when the run has
 * not traded it yet. */
static gint64
live_stock (json_t *state, const char *shop_id, gsize index)
{
  char key[24];
  g_snprintf (key, sizeof key, "%" G_GSIZE_FORMAT, index);
  json_t *rec = json_object_get (
      json_object_get (json_object_get (json_object_get (state, "flags"), "towerEventItemShops"),
                       shop_id),
      key);
  json_t *number = json_object_get (rec, "number");
  return json_is_integer (number) ? (gint64)json_integer_value (number) : -2;
}

/* An item shop's choice: its item's name (or id) and prices. */
static void
fill_item_choice (TwTower *tower, json_t *one, TwSimShopChoice *choice)
{
  const char *id = json_string_value (json_object_get (one, "id"));
  choice->item_id = g_strdup (id);
  choice->money = price_text (json_object_get (one, "money"));
  choice->sell = price_text (json_object_get (one, "sell"));
  json_t *number = json_object_get (one, "number");
  choice->number = json_is_number (number) ? (gint64)json_number_value (number) : -1;
  gint item = id ? tw_tower_find_item (tower, id) : -1;
  const char *name = item >= 0 ? json_string_value (
                         json_object_get (tw_tower_get_item (tower, (guint)item)->json, "name"))
                               : NULL;
  g_free (choice->text);
  choice->text = g_strdup (name ? name : id ? id : "?");
}

gboolean
tw_sim_question_shop (TwSimSession *session, const char *shop_id, char **text, GPtrArray **choices)
{
  TwTower *tower = tw_engine_get_tower (tw_sim_session_get_engine (session));
  json_t *shop = find_shop (session, shop_id);
  gboolean item_shop = json_is_true (json_object_get (shop, "item"));
  if (shop != NULL)
    {
      json_t *state
          = item_shop ? tw_engine_save_state (tw_sim_session_get_engine (session)) : NULL;
      *text = g_strdup (json_string_value (json_object_get (shop, "text")));
      *choices = g_ptr_array_new_with_free_func (shop_choice_free);
      size_t j;
      json_t *one;
      json_array_foreach (json_object_get (shop, "choices"), j, one)
      {
        TwSimShopChoice *choice = g_new0 (TwSimShopChoice, 1);
        const char *t = json_string_value (json_object_get (one, "text"));
        choice->text = t ? g_strdup (t) : g_strdup_printf ("Choice %zu", j + 1);
        choice->need = g_strdup (json_string_value (json_object_get (one, "need")));
        choice->number = -1;
        if (item_shop)
          {
            fill_item_choice (tower, one, choice);
            gint64 left = live_stock (state, shop_id, j);
            if (left != -2 && choice->number >= 0)
              choice->number = left;
          }
        g_ptr_array_add (*choices, choice);
      }
      json_decref (state);
      return TRUE;
    }
  return FALSE;
}

static void
note_asking (const TwEventCommandInfo *info, gpointer user_data)
{
  gboolean *asks = user_data;
  *asks = *asks || is_question (info->command) || g_strcmp0 (info->command, "openShop") == 0;
}

gboolean
tw_sim_question_tower_asks (TwSimSession *session)
{
  /* Once per session: the tower it plays does not change. */
  gpointer known = g_object_get_data (G_OBJECT (session), "tw-sim-question-asks");
  if (known != NULL)
    return GPOINTER_TO_INT (known) == 2;
  gboolean asks = FALSE;
  tw_tower_foreach_event_command (tw_engine_get_tower (tw_sim_session_get_engine (session)),
                                  note_asking, &asks);
  g_object_set_data (G_OBJECT (session), "tw-sim-question-asks", GINT_TO_POINTER (asks ? 2 : 1));
  return asks;
}
