/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-js.c: the sandboxed Duktape heap (docs/rules.md §12.3). */
/* clock_gettime and CLOCK_THREAD_CPUTIME_ID (POSIX), under -std=c17. */
#define _POSIX_C_SOURCE 200809L

#include "engine/tw-js.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

struct _TwJs
{
  duk_context *ctx;
  gsize live;         /* bytes the heap holds */
  gsize cap;          /* allocations past this fail */
  gint64 deadline;    /* thread CPU time the outermost call must end by; 0: none */
  guint depth;        /* nested tw_js_call / tw_js_eval */
  gboolean timed_out; /* the current outermost call reached its deadline */
  gboolean out_of_memory;
  gboolean reading_error; /* take_error reads the failed call's error */
  guint allocations;      /* counts allocations between clock reads */
  gboolean past_grace;    /* the current call is past its deadline and grace */
};

/* Every block carries its size in front, so that free and realloc can keep the
 * count. 16 bytes keep the block's alignment. */
#define HEADER 16

/* A call that ran out of memory may still allocate its error from a small
 * reserve (once); past the deadline plus a grace (the executor's check
 * throws at the deadline), every allocation fails at once. Duktape answers a
 * failed allocation with full garbage collections and retries, which near the
 * cap would take seconds, and builtins written in C (join, JSON) never reach
 * the executor's check. */
#define RESERVE ((gsize)256 * 1024)
#define GRACE_US (50 * G_TIME_SPAN_MILLISECOND)

/* The calling thread's CPU time in microseconds: a call's time limit counts
 * the work it does, not the time the machine gave to others (a loaded
 * machine would otherwise fail a formula that is not slow at all). */
static gint64
cpu_now (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time ();
  return (gint64)ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
refuse (TwJs *self, gsize more)
{
  if (self->depth == 0 || self->reading_error)
    return more > self->cap || self->live > self->cap - more;
  /* The clock is read every 256 allocations: reading it on each one costs
   * more than the allocation. */
  if (self->deadline != 0 && !self->past_grace && (++self->allocations & 255) == 0
      && cpu_now () > self->deadline + GRACE_US)
    self->past_grace = TRUE;
  if (self->past_grace)
    {
      self->timed_out = TRUE;
      return TRUE;
    }
  if (more <= self->cap && self->live <= self->cap - more)
    return FALSE;
  if (!self->out_of_memory)
    {
      self->out_of_memory = TRUE;
      self->cap += RESERVE;
    }
  return TRUE;
}

static void *
js_alloc (void *udata, duk_size_t size)
{
  TwJs *self = udata;
  if (size == 0)
    return NULL;
  if (refuse (self, size))
    return NULL;
  char *block = malloc (size + HEADER);
  if (block == NULL)
    return NULL;
  memcpy (block, &size, sizeof size);
  self->live += size;
  return block + HEADER;
}

static void
js_free (void *udata, void *ptr)
{
  TwJs *self = udata;
  if (ptr == NULL)
    return;
  char *block = (char *)ptr - HEADER;
  duk_size_t size;
  memcpy (&size, block, sizeof size);
  self->live -= size;
  free (block);
}

static void *
js_realloc (void *udata, void *ptr, duk_size_t size)
{
  TwJs *self = udata;
  if (ptr == NULL)
    return js_alloc (udata, size);
  if (size == 0)
    {
      js_free (udata, ptr);
      return NULL;
    }
  char *block = (char *)ptr - HEADER;
  duk_size_t old;
  memcpy (&old, block, sizeof old);
  if (size > old && refuse (self, size - old))
    return NULL;
  char *grown = realloc (block, size + HEADER);
  if (grown == NULL)
    return NULL;
  memcpy (grown, &size, sizeof size);
  self->live = self->live - old + size;
  return grown + HEADER;
}

/* Duktape calls this only for errors outside any protected call; every entry
 * from Turnwright is protected, so this is a bug in Turnwright. */
static void
js_fatal (void *udata, const char *msg)
{
  g_error ("Duktape fatal error: %s", msg ? msg : "(none)");
}

/* Called by the bytecode executor every few thousand instructions
 * (engine/duktape/duk_config.h.in). */
int
tw_js_exec_timeout_check (void *udata)
{
  TwJs *self = udata;
  if (self == NULL || self->deadline == 0)
    return 0;
  if (self->timed_out || cpu_now () > self->deadline)
    {
      self->timed_out = TRUE;
      return 1;
    }
  return 0;
}

/* Math.random from a fixed seed (xorshift32), so that runs repeat. */
static const char prelude[] = "(function (g) {\n"
                              "  var s = 2463534242;\n"
                              "  g.Math.random = function () {\n"
                              "    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;\n"
                              "    return s / 4294967296;\n"
                              "  };\n"
                              "})(this);\n";

TwJs *
tw_js_new (void)
{
  TwJs *self = g_new0 (TwJs, 1);
  self->cap = TW_JS_HEAP_MEMORY_LIMIT;
  self->ctx = duk_create_heap (js_alloc, js_realloc, js_free, self, js_fatal);
  if (self->ctx == NULL)
    {
      g_free (self);
      return NULL;
    }
  /* The sandbox: Duktape 2 has no file, network or timer globals; remove the
   * `Duktape` object (act, gc, compact, ...) and any print, alert or require
   * a build might add. */
  static const char *const removed[] = { "Duktape", "print", "alert", "require", NULL };
  duk_push_global_object (self->ctx);
  for (guint i = 0; removed[i]; i++)
    duk_del_prop_string (self->ctx, -1, removed[i]);
  duk_pop (self->ctx);
  TwJsError error = { 0 };
  if (!tw_js_eval (self, "(prelude)", prelude, sizeof prelude - 1, &error))
    g_warning ("tw-js prelude: %s", error.message);
  duk_pop (self->ctx);
  tw_js_error_clear (&error);
  return self;
}

void
tw_js_free (TwJs *self)
{
  if (self == NULL)
    return;
  duk_destroy_heap (self->ctx);
  g_free (self);
}

duk_context *
tw_js_context (TwJs *self)
{
  return self->ctx;
}

gsize
tw_js_heap_bytes (TwJs *self)
{
  return self->live;
}

void
tw_js_error_clear (TwJsError *error)
{
  if (error == NULL)
    return;
  g_clear_pointer (&error->message, g_free);
  g_clear_pointer (&error->file, g_free);
  error->line = 0;
  error->limit = FALSE;
}

char *
tw_js_error_text (const TwJsError *error)
{
  if (error->file && error->line > 0)
    return g_strdup_printf ("%s:%d: %s", error->file, error->line, error->message);
  if (error->file)
    return g_strdup_printf ("%s: %s", error->file, error->message);
  return g_strdup (error->message ? error->message : "error");
}

/* ---- errors ---- */

typedef struct
{
  char *message;
  char *file;
  gint line;
} Details;

/* [... err] -> [... err]; in a safe call, since the error's own properties
 * may be the script's getters. */
static duk_ret_t
read_error (duk_context *ctx, void *udata)
{
  Details *d = udata;
  duk_dup_top (ctx); /* duk_safe_to_string replaces the value it converts */
  d->message = g_strdup (duk_safe_to_string (ctx, -1));
  duk_pop (ctx);
  if (duk_is_error (ctx, -1))
    {
      duk_get_prop_string (ctx, -1, "lineNumber");
      if (duk_is_number (ctx, -1))
        d->line = (gint)duk_get_number (ctx, -1);
      duk_pop (ctx);
      duk_get_prop_string (ctx, -1, "fileName");
      if (duk_is_string (ctx, -1))
        d->file = g_strdup (duk_get_string (ctx, -1));
      duk_pop (ctx);
    }
  return 0;
}

/* Syntax errors say "(line N)" in their message. */
static gint
line_in_message (const char *message)
{
  const char *at = message ? strstr (message, "(line ") : NULL;
  return at ? (gint)g_ascii_strtoll (at + strlen ("(line "), NULL, 10) : 0;
}

/* [... err] -> [... undefined], filling @error. */
static void
take_error (TwJs *self, const char *file, TwJsError *error)
{
  Details d = { 0 };
  /* Reading the error may allocate: give it the heap's room back. A hostile
   * toString still meets the executor's timeout check. */
  gsize cap = self->cap;
  self->reading_error = TRUE;
  self->cap = TW_JS_HEAP_MEMORY_LIMIT;
  duk_dup_top (self->ctx);
  if (duk_safe_call (self->ctx, read_error, &d, 1, 1) != DUK_EXEC_SUCCESS && d.message == NULL)
    d.message = g_strdup ("Error");
  self->reading_error = FALSE;
  self->cap = cap;
  duk_pop_2 (self->ctx);
  duk_push_undefined (self->ctx);
  if (error == NULL)
    {
      g_free (d.message);
      g_free (d.file);
      return;
    }
  tw_js_error_clear (error);
  error->limit = self->timed_out || self->out_of_memory;
  if (self->timed_out)
    error->message = g_strdup_printf ("the script ran for more than %d ms and was stopped (%s)",
                                      (int)(TW_JS_TIME_LIMIT_US / G_TIME_SPAN_MILLISECOND),
                                      d.message ? d.message : "timeout");
  else if (self->out_of_memory)
    error->message = g_strdup_printf (
        "the script needed more than its %" G_GSIZE_FORMAT " MiB of memory and was stopped (%s)",
        TW_JS_CALL_MEMORY_LIMIT / (1024 * 1024), d.message ? d.message : "alloc failed");
  else
    error->message = g_strdup (d.message ? d.message : "Error");
  /* Duktape names the file of the innermost function it knows; a program's
   * own file is the useful one when the error came from elsewhere. */
  error->file = g_strdup (file ? file : d.file);
  error->line = d.line > 0 && (file == NULL || g_strcmp0 (d.file, file) == 0) ? d.line : 0;
  if (error->line == 0)
    error->line = line_in_message (d.message);
  g_free (d.message);
  g_free (d.file);
}

/* ---- calls ---- */

static void
enter (TwJs *self, gsize *old_cap)
{
  *old_cap = self->cap;
  if (self->depth++ == 0)
    {
      self->deadline = cpu_now () + TW_JS_TIME_LIMIT_US;
      self->timed_out = FALSE;
      self->out_of_memory = FALSE;
      self->past_grace = FALSE;
      gsize call_cap = self->live + TW_JS_CALL_MEMORY_LIMIT;
      self->cap = MIN (call_cap, TW_JS_HEAP_MEMORY_LIMIT);
    }
}

static void
leave (TwJs *self, gsize old_cap)
{
  if (--self->depth == 0)
    {
      self->deadline = 0;
      self->cap = TW_JS_HEAP_MEMORY_LIMIT;
      /* Give back what a failed call left behind. */
      if (self->timed_out || self->out_of_memory)
        duk_gc (self->ctx, 0);
    }
  else
    self->cap = old_cap;
}

gboolean
tw_js_call (TwJs *self, duk_idx_t nargs, TwJsError *error)
{
  gsize old_cap;
  enter (self, &old_cap);
  gboolean ok = duk_pcall (self->ctx, nargs) == DUK_EXEC_SUCCESS;
  if (!ok)
    take_error (self, NULL, error);
  leave (self, old_cap);
  return ok;
}

typedef struct
{
  const char *source;
  gsize length;
  const char *file;
  gboolean run;
} Program;

static duk_ret_t
compile_program (duk_context *ctx, void *udata)
{
  Program *p = udata;
  duk_push_string (ctx, p->file);
  duk_compile_lstring_filename (ctx, 0, p->source, p->length);
  if (p->run)
    duk_call (ctx, 0);
  return 1;
}

gboolean
tw_js_eval (TwJs *self, const char *file, const char *source, gsize length, TwJsError *error)
{
  Program p = { source, length, file, TRUE };
  gsize old_cap;
  enter (self, &old_cap);
  gboolean ok = duk_safe_call (self->ctx, compile_program, &p, 0, 1) == DUK_EXEC_SUCCESS;
  if (!ok)
    take_error (self, file, error);
  leave (self, old_cap);
  return ok;
}

gboolean
tw_js_check_syntax (const char *file, const char *source, gsize length, TwJsError *error)
{
  TwJs *self = tw_js_new ();
  if (self == NULL)
    return FALSE;
  Program p = { source, length, file, FALSE };
  gsize old_cap;
  enter (self, &old_cap);
  gboolean ok = duk_safe_call (self->ctx, compile_program, &p, 0, 1) == DUK_EXEC_SUCCESS;
  if (!ok)
    take_error (self, file, error);
  leave (self, old_cap);
  tw_js_free (self);
  return ok;
}

/* ---- where a syntax error is ---- */

/* Compiles the first @n bytes of @source; TRUE when they compile. Else
 * *at_end tells whether the parser ran out of input ("end of input"). */
static gboolean
compiles (TwJs *self, const char *source, gsize n, gboolean *at_end)
{
  TwJsError error = { 0 };
  Program p = { source, n, "(check)", FALSE };
  gsize old_cap;
  enter (self, &old_cap);
  gboolean ok = duk_safe_call (self->ctx, compile_program, &p, 0, 1) == DUK_EXEC_SUCCESS;
  if (!ok)
    take_error (self, NULL, &error);
  leave (self, old_cap);
  duk_pop (self->ctx);
  /* A prefix cut inside a UTF-8 character fails to decode: that is running
   * out of input too. */
  *at_end = !ok && error.message
            && (strstr (error.message, "end of input") != NULL
                || strstr (error.message, "decode failed") != NULL);
  tw_js_error_clear (&error);
  return ok;
}

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '$' || (guchar)c >= 0x80;
}

/* The first byte of the token that ends at @end (inclusive). */
static gsize
token_start (const char *source, gsize end)
{
  gsize start = end;
  char c = source[end];
  if (is_word_char (c) || c == '.')
    {
      while (start > 0 && (is_word_char (source[start - 1]) || source[start - 1] == '.'))
        start--;
    }
  else if (c == '"' || c == '\'')
    {
      while (start > 0 && source[start - 1] != c && source[start - 1] != '\n')
        start--;
      if (start > 0 && source[start - 1] == c)
        start--;
    }
  else
    {
      while (start > 0 && end - start < 3 && strchr ("=!<>&|+-*/%^", source[start - 1])
             && strchr ("=!<>&|+-*/%^", c))
        start--;
    }
  return start;
}

gboolean
tw_js_syntax_error_position (const char *source, gsize length, gint *line, gint *column)
{
  TwJs *self = tw_js_new ();
  gboolean at_end = FALSE;
  gsize at;
  *line = *column = 0;
  if (self == NULL)
    return FALSE;
  if (compiles (self, source, length, &at_end))
    {
      tw_js_free (self);
      return FALSE;
    }
  if (at_end)
    at = length; /* the file ends too soon: the error is at its end */
  else
    {
      /* The shortest prefix that fails other than by running out of input:
       * the parser has read the token it stops at and the character after
       * it (it looks one token ahead). */
      gsize lo = 1, hi = length;
      while (lo < hi)
        {
          gsize mid = lo + (hi - lo) / 2;
          if (!compiles (self, source, mid, &at_end) && !at_end)
            hi = mid;
          else
            lo = mid + 1;
        }
      at = lo >= 2 ? token_start (source, lo - 2) : 0;
    }
  tw_js_free (self);
  const char *line_start = source;
  *line = 1;
  for (const char *p = source; p < source + at; p++)
    if (*p == '\n')
      {
        (*line)++;
        line_start = p + 1;
      }
  /* Columns count characters, as editors show them. */
  *column = (gint)g_utf8_strlen (line_start, source + at - line_start) + 1;
  return TRUE;
}
