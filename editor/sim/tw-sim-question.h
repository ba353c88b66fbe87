/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-question.h: what a player action would ask before it is played.
 *
 * A tower event's `choices` or `confirm` is answered by a `choose N` line
 * given before the action whose events ask (docs/rules.md §11.8); an
 * `openShop` makes a shop that `shop ID N` lines buy from (§11.9). The app
 * asks the player as the game would: before it plays an action it probes
 * it here, on a throw-away copy of the session's engine (the session, its
 * history and its timeline are not touched), with the answers picked so
 * far; a question met without an answer comes back to be put to the
 * player, and once there is none the app plays `choose N` lines and then
 * the action, so that the session's script replays and saves as the CLI
 * plays it. After the action, the shops it opened are offered the same way.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean confirm;    /* a `confirm` (options: yes, no), else a `choices` */
  gboolean input;      /* an `input` or `input2`: the player types a value (`input VALUE`) */
  gboolean text_input; /* `input2`: any text, else a number (parseInt) */
  char *text;          /* the question, or NULL */
  GPtrArray *options;  /* char*: each choice's text, in `choose N` order */
  char *hook, *floor_id;
  gint x, y;
} TwSimQuestion;

void tw_sim_question_free (TwSimQuestion *question);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwSimQuestion, tw_sim_question_free)

/* Plays @line (one script line) after `choose` @answers on a copy of the
 * session's engine at its shown position. The first `choices` or
 * `confirm` met without an answer, or NULL when none is (NULL with @error
 * when the line does not parse or the state cannot be copied). The shop
 * ids its events open, when @opened_shops is given (char*, new). */
TwSimQuestion *tw_sim_question_probe (TwSimSession *session, const char *line, const gint *answers,
                                      guint n_answers, GPtrArray *opened_shops, GError **error);

/* The same with `input` @inputs (char*, one word each; NULL for none)
 * given too: the first `choices`, `confirm`, `input` or `input2` met
 * without an answer. Answers of both kinds are kept apart by the engine
 * (docs/rules.md §11.8), so their order between kinds does not matter. */
TwSimQuestion *tw_sim_question_probe_with_inputs (TwSimSession *session, const char *line,
                                                  const gint *answers, guint n_answers,
                                                  GPtrArray *inputs, GPtrArray *opened_shops,
                                                  GError **error);

/* TRUE when @value can be an `input VALUE` line: one word, not empty. */
gboolean tw_sim_question_input_valid (const char *value);

/* TRUE when the session's tower has a choices, confirm, input, input2
 * or openShop command anywhere: only then are actions worth probing. */
gboolean tw_sim_question_tower_asks (TwSimSession *session);

/* One choice of a 2.x global shop (data.main.shops). */
typedef struct
{
  char *text;
  char *need; /* its `need` condition (the price), or NULL */
  /* Item shops (`item: true`, docs/rules.md §11.9): the item's id, its
   * price and resale price as written (numbers or expressions; NULL when
   * the shop does not buy it back) and the stock (-1: no limit).
   * All NULL / -1 in other shops. */
  char *item_id, *money, *sell;
  gint64 number;
} TwSimShopChoice;

/* The shop's prompt text (or NULL) and its choices (TwSimShopChoice*, new),
 * or FALSE when the tower has no such shop. Item shops are listed with
 * their items' prices; tw_sim_question_shop_is_item() tells them apart. */
gboolean tw_sim_question_shop (TwSimSession *session, const char *shop_id, char **text,
                               GPtrArray **choices);

/* TRUE when @shop_id is an item shop (`item: true`): its choices are
 * bought by `shop ID N` and sold by `shop ID sell N`, and its prompt text is
 * the engine's `use` purse ("money" or "exp") in @use when given. */
gboolean tw_sim_question_shop_is_item (TwSimSession *session, const char *shop_id, char **use);

G_END_DECLS
