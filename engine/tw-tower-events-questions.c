/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-questions.c: the commands that ask the player (choices,
 * confirm, input, input2; docs/rules.md §11.8), answered by the script's
 * `choose N` and `input VALUE` lines, or, when the script gives none, as
 * mota-js's replay checker answers a route that lacks the answer
 * (libs/events.js `_action_choices`, `_action_confirm` and
 * `__action_getInput` under `core.isReplaying ()`). */
#include "engine/tw-tower-events-private.h"

#include "engine/tw-tower-events.h"

#include <stdlib.h>
#include <string.h>

/* The line of a question, with how it was answered when the script did not. */
static void
emit_question (TwEngine *self, const Ctx *ctx, const char *type, const char *no_answer,
               gboolean *emitted)
{
  tw_tower_events_emit (self, ctx, TW_EVENT_EVENT, type, no_answer);
  *emitted = TRUE;
}

static gboolean
take_answer (TwTowerEvents *tev, gint *answer)
{
  if (tev->answers->len == 0)
    return FALSE;
  *answer = g_array_index (tev->answers, gint, 0);
  g_array_remove_index (tev->answers, 0);
  return TRUE;
}

/* events.js `_action_choices`: the choices shown are those not `_disabled`
 * whose `condition` is empty or holds; an answer indexes them. FALSE when
 * a condition is not simulated. */
static gboolean
shown_choices (TwEngine *self, const Ctx *ctx, json_t *list, GPtrArray *shown)
{
  gsize i;
  json_t *choice;

  json_array_foreach (list, i, choice)
  {
    json_t *condition = json_object_get (choice, "condition");
    double v = 1;
    if (!json_is_object (choice) || json_is_true (json_object_get (choice, "_disabled")))
      continue;
    if (condition != NULL && !json_is_null (condition)
        && !(json_is_string (condition) && *json_string_value (condition) == '\0')
        && !tw_tower_events_eval_value (self, ctx, condition, &v))
      return FALSE;
    if (v != 0)
      g_ptr_array_add (shown, choice);
  }
  return TRUE;
}

static Flow
run_choices (TwEngine *self, const Ctx *ctx, json_t *cmd, const char **skip, gboolean *emitted)
{
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  const char *no_answer = NULL;
  gint answer;

  if (!shown_choices (self, ctx, json_object_get (cmd, "choices"), shown))
    return (*skip = "condition not simulated"), FLOW_NEXT;
  /* No choice left: the game goes on (`doAction`), nothing is asked. */
  if (shown->len == 0)
    return FLOW_NEXT;
  if (!take_answer (self->tev, &answer))
    {
      /* The replay checker (main.replayChecking) takes the last choice. */
      answer = (gint)shown->len - 1;
      no_answer = TW_TOWER_EVENTS_NO_ANSWER ": the last choice";
    }
  if (answer < 0 || (guint)answer >= shown->len)
    return (*skip = "no such choice"), FLOW_NEXT;
  emit_question (self, ctx, "choices", no_answer, emitted);
  return tw_tower_events_run_list (self, ctx,
                                   json_object_get (g_ptr_array_index (shown, answer), "action"));
}

static Flow
run_confirm (TwEngine *self, const Ctx *ctx, json_t *cmd, const char **skip, gboolean *emitted)
{
  const char *no_answer = NULL;
  gint answer;

  /* 0 is yes, 1 no. Without an answer, events.js `_action_confirm` takes
   * the confirm's own default: yes when `default` is true, else no. */
  if (!take_answer (self->tev, &answer))
    {
      gboolean yes = json_is_true (json_object_get (cmd, "default"));
      answer = yes ? 0 : 1;
      no_answer = yes ? TW_TOWER_EVENTS_NO_ANSWER ": yes, its default"
                      : TW_TOWER_EVENTS_NO_ANSWER ": no, its default";
    }
  if (answer < 0 || answer > 1)
    return (*skip = "no such choice"), FLOW_NEXT;
  emit_question (self, ctx, "confirm", no_answer, emitted);
  return tw_tower_events_run_list (self, ctx, json_object_get (cmd, answer == 0 ? "yes" : "no"));
}

/* JavaScript's `parseInt (text) || 0`: leading blanks, a sign and digits;
 * anything else reads as 0. */
static json_int_t
js_parse_int (const char *text)
{
  gint64 v;
  gboolean minus;

  while (g_ascii_isspace (*text))
    text++;
  minus = *text == '-';
  if (*text == '-' || *text == '+')
    text++;
  if (!g_ascii_isdigit (*text))
    return 0;
  v = g_ascii_strtoll (text, NULL, 10);
  return minus ? -v : v;
}

/* events.js `_action_input` (flag:input = parseInt (value) || 0) and
 * `_action_input2` (flag:input = the text); without an answer
 * `__action_getInput` gives 0, or the empty text. */
static Flow
run_input (TwEngine *self, const Ctx *ctx, const char *type, gboolean *emitted)
{
  TwTowerEvents *tev = self->tev;
  gboolean text = type[5] == '2';
  g_autofree char *answer = NULL;
  const char *no_answer = NULL;

  if (tev->inputs->len > 0)
    answer = g_ptr_array_steal_index (tev->inputs, 0);
  else
    no_answer
        = text ? TW_TOWER_EVENTS_NO_ANSWER ": the empty text" : TW_TOWER_EVENTS_NO_ANSWER ": 0";
  if (text)
    json_object_set_new (tev->flags, "input", json_string (answer ? answer : ""));
  else
    json_object_set_new (tev->flags, "input", json_integer (answer ? js_parse_int (answer) : 0));
  tev->version++;
  emit_question (self, ctx, type, no_answer, emitted);
  return FLOW_NEXT;
}

gboolean
tw_tower_events_is_question (const char *type)
{
  static const char *const questions[] = { "choices", "confirm", "input", "input2", NULL };
  return g_strv_contains (questions, type);
}

Flow
tw_tower_events_run_question (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type,
                              const char **skip, gboolean *emitted)
{
  if (strcmp (type, "choices") == 0)
    return run_choices (self, ctx, cmd, skip, emitted);
  if (strcmp (type, "confirm") == 0)
    return run_confirm (self, ctx, cmd, skip, emitted);
  return run_input (self, ctx, type, emitted);
}
