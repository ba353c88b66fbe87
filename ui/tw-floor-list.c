/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-list.c: the floor list: thumbnails, selection and floor commands. */
#include "ui/tw-floor-list.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

#include <string.h>

struct _TwFloorList
{
  GtkWidget parent_instance;

  GtkListView *list_view;
  GtkLabel *message_label;
  GtkRevealer *message_revealer;

  GtkStringList *floor_ids;
  GtkSingleSelection *selection;
  TwDocument *document;
  GSignalGroup *document_signals;
  char *selected_id;
  char *message;

  GPtrArray *rows;        /* GtkListItem (borrowed): the rows that exist now */
  GHashTable *thumbnails; /* floor id -> GdkTexture */
  GHashTable *stale;      /* floor ids whose thumbnail waits for a redraw */
  guint thumbnail_idle;
  GHashTable *wanted; /* floor ids whose rows wait for a first thumbnail */
  guint wanted_idle;  /* draws them a few milliseconds at a time */
  gboolean rebuilding;
};

G_DEFINE_FINAL_TYPE (TwFloorList, tw_floor_list, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_SELECTED,
  N_PROPS
};

enum
{
  FLOOR_SELECTED,
  FLOOR_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define DEFAULT_FLOOR_SIZE 13
#define THUMBNAIL_SIZE 48
#define MAX_FLOOR_SIZE 1000

/* Thumbnails */

typedef struct
{
  guint8 r, g, b;
} Rgb;

/* A colour a designer reads at a glance: ground light, walls dark, enemies
 * red, items gold, doors orange, stairs blue, unknown tiles magenta. */
static Rgb
tile_colour (TwDocument *document, int tile)
{
  const char *cls = NULL, *id = NULL;
  if (tile == 0)
    return (Rgb){ 0xe8, 0xe0, 0xc8 };
  if (tile == 17 || tile >= 10000)
    return (Rgb){ 0x4a, 0x40, 0x38 };
  if (!tw_document_lookup_tile (document, tile, &cls, &id) || cls == NULL)
    return (Rgb){ 0xff, 0x00, 0xff };
  id = id ? id : "";
  if (g_str_has_prefix (cls, "enemy"))
    return (Rgb){ 0xd0, 0x30, 0x30 };
  if (strcmp (cls, "items") == 0)
    return (Rgb){ 0xe0, 0xb0, 0x20 };
  if (strstr (id, "Door") || strstr (id, "door"))
    return (Rgb){ 0xc8, 0x70, 0x20 };
  if (strstr (id, "Floor") || strstr (id, "Portal"))
    return (Rgb){ 0x30, 0x70, 0xe0 };
  if (g_str_has_prefix (cls, "npc"))
    return (Rgb){ 0x30, 0xa0, 0x50 };
  if (strstr (id, "Wall") || strstr (id, "wall") || strcmp (cls, "autotile") == 0)
    return (Rgb){ 0x4a, 0x40, 0x38 };
  return (Rgb){ 0x88, 0x88, 0x88 };
}

GdkTexture *
tw_floor_list_render_thumbnail (TwDocument *document, const char *floor_id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (floor_id != NULL, NULL);

  int width = 0, height = 0;
  if (!tw_document_get_floor_size (document, floor_id, &width, &height) || width <= 0 || height <= 0
      || width > MAX_FLOOR_SIZE || height > MAX_FLOOR_SIZE)
    return NULL;
  int scale = CLAMP (THUMBNAIL_SIZE / MAX (width, height), 1, 4);
  gsize stride = (gsize)width * scale * 3;
  gsize size = stride * (gsize)height * scale;
  guint8 *pixels = g_malloc (size);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        Rgb c = tile_colour (document, tw_document_get_cell (document, floor_id, x, y));
        for (int dy = 0; dy < scale; dy++)
          for (int dx = 0; dx < scale; dx++)
            {
              guint8 *p = pixels + (gsize)(y * scale + dy) * stride + (gsize)(x * scale + dx) * 3;
              p[0] = c.r, p[1] = c.g, p[2] = c.b;
            }
      }
  g_autoptr (GBytes) bytes = g_bytes_new_take (pixels, size);
  return gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_R8G8B8, bytes, stride);
}

static gboolean draw_wanted_thumbnails (gpointer user_data);

/* The floor's thumbnail; not drawn yet: at once when `now`, else left
 * for an idle (NULL until then), so that a tower's opening, which binds a
 * few hundred rows, does not wait for their thumbnails. */
static GdkTexture *
thumbnail_for (TwFloorList *self, const char *floor_id, gboolean now)
{
  GdkTexture *texture = g_hash_table_lookup (self->thumbnails, floor_id);
  if (texture != NULL || self->document == NULL)
    return texture;
  if (!now)
    {
      g_hash_table_add (self->wanted, g_strdup (floor_id));
      if (self->wanted_idle == 0)
        self->wanted_idle = g_idle_add (draw_wanted_thumbnails, self);
      return NULL;
    }
  texture = tw_floor_list_render_thumbnail (self->document, floor_id);
  if (texture != NULL)
    g_hash_table_insert (self->thumbnails, g_strdup (floor_id), texture);
  return texture;
}

static const char *
row_floor_id (GtkListItem *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  return string != NULL ? gtk_string_object_get_string (string) : NULL;
}

static void
row_picture_show (TwFloorList *self, GtkListItem *item, gboolean now)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  const char *floor_id = row_floor_id (item);
  if (floor_id == NULL || box == NULL)
    return;
  GtkPicture *picture = GTK_PICTURE (gtk_widget_get_first_child (box));
  GdkPaintable *thumbnail = GDK_PAINTABLE (thumbnail_for (self, floor_id, now));
  if (gtk_picture_get_paintable (picture) != thumbnail)
    gtk_picture_set_paintable (picture, thumbnail);
}

/* A few milliseconds of wanted thumbnails, then their rows show them. */
static gboolean
draw_wanted_thumbnails (gpointer user_data)
{
  TwFloorList *self = user_data;
  gint64 until = g_get_monotonic_time () + 4000;
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, self->wanted);
  while (g_get_monotonic_time () < until && g_hash_table_iter_next (&iter, &key, NULL))
    {
      thumbnail_for (self, key, TRUE);
      g_hash_table_iter_remove (&iter);
    }
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkListItem *item = g_ptr_array_index (self->rows, i);
      const char *floor_id = row_floor_id (item);
      if (floor_id != NULL && !g_hash_table_contains (self->wanted, floor_id))
        row_picture_show (self, item, TRUE);
    }
  if (g_hash_table_size (self->wanted) > 0)
    return G_SOURCE_CONTINUE;
  self->wanted_idle = 0;
  return G_SOURCE_REMOVE;
}

static void
row_show (TwFloorList *self, GtkListItem *item, gboolean now)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  const char *floor_id = row_floor_id (item);
  if (floor_id == NULL || box == NULL)
    return;
  GtkWidget *picture = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (picture);
  row_picture_show (self, item, now);
  json_t *floor = self->document ? tw_document_get_floor (self->document, floor_id) : NULL;
  const char *title = json_string_value (json_object_get (floor, "title"));
  if (title != NULL && *title != '\0' && strcmp (title, floor_id) != 0)
    {
      g_autofree char *escaped_id = g_markup_escape_text (floor_id, -1);
      g_autofree char *escaped_title = g_markup_escape_text (title, -1);
      g_autofree char *text
          = g_strdup_printf ("%s  <span alpha=\"60%%\">%s</span>", escaped_id, escaped_title);
      gtk_label_set_markup (GTK_LABEL (label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (label), floor_id);
}

static gboolean
redraw_stale_thumbnails (gpointer user_data)
{
  TwFloorList *self = user_data;
  self->thumbnail_idle = 0;
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, self->stale);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_hash_table_remove (self->thumbnails, key);
  g_hash_table_remove_all (self->stale);
  for (guint i = 0; i < self->rows->len; i++)
    row_show (self, g_ptr_array_index (self->rows, i), TRUE);
  return G_SOURCE_REMOVE;
}

/* Cells change one at a time during a stroke: redraw once, when idle. */
static void
mark_stale (TwFloorList *self, const char *floor_id)
{
  g_hash_table_add (self->stale, g_strdup (floor_id));
  if (self->thumbnail_idle == 0)
    self->thumbnail_idle = g_idle_add (redraw_stale_thumbnails, self);
}

static void
row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, TwFloorList *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *picture = gtk_picture_new ();
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_size_request (picture, THUMBNAIL_SIZE / 1.5, THUMBNAIL_SIZE / 1.5);
  gtk_widget_add_css_class (picture, "tw-floor-thumbnail");
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
  g_ptr_array_add (self->rows, item);
}

static void
row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, TwFloorList *self)
{
  row_show (self, item, FALSE);
}

static void
row_teardown (GtkSignalListItemFactory *factory, GtkListItem *item, TwFloorList *self)
{
  g_ptr_array_remove_fast (self->rows, item);
}

/* Selection and actions */

static int
selected_index (TwFloorList *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  return position == GTK_INVALID_LIST_POSITION ? -1 : (int)position;
}

static void
update_actions (TwFloorList *self)
{
  int index = selected_index (self);
  int n = (int)g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  gboolean has_doc = self->document != NULL;
  gboolean has_sel = has_doc && index >= 0;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "floors.add", has_doc);
  gtk_widget_action_set_enabled (widget, "floors.duplicate", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.rename", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.rename-to", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.delete", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.resize", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.resize-to", has_sel);
  gtk_widget_action_set_enabled (widget, "floors.move-up", has_sel && index > 0);
  gtk_widget_action_set_enabled (widget, "floors.move-down", has_sel && index < n - 1);
  gtk_widget_action_set_enabled (widget, "floors.previous", has_sel && index > 0);
  gtk_widget_action_set_enabled (widget, "floors.next", has_sel && index < n - 1);
}

static void
set_message (TwFloorList *self, const char *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  gtk_label_set_text (self->message_label, message ? message : "");
  gtk_revealer_set_reveal_child (self->message_revealer, message != NULL);
}

static void
selection_changed (TwFloorList *self)
{
  if (self->rebuilding)
    return;
  int index = selected_index (self);
  const char *floor_id = index >= 0 ? gtk_string_list_get_string (self->floor_ids, index) : NULL;
  update_actions (self);
  if (g_strcmp0 (floor_id, self->selected_id) == 0)
    return;
  g_free (self->selected_id);
  self->selected_id = g_strdup (floor_id);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  g_signal_emit (self, signals[FLOOR_SELECTED], 0, floor_id);
}

/* A double click or Enter on a row: its properties are asked for. */
static void
row_activated (GtkListView *view, guint position, TwFloorList *self)
{
  const char *floor_id = gtk_string_list_get_string (self->floor_ids, position);
  if (floor_id != NULL)
    g_signal_emit (self, signals[FLOOR_ACTIVATED], 0, floor_id);
}

static guint
position_of (TwFloorList *self, const char *floor_id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  for (guint i = 0; i < n && floor_id; i++)
    if (strcmp (gtk_string_list_get_string (self->floor_ids, i), floor_id) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Reloads the ids, keeping the selected floor, or the one at its place when
 * it is gone. */
static void
reload_floors (TwFloorList *self)
{
  int old_index = selected_index (self);
  g_auto (GStrv) ids = self->document ? tw_document_dup_floor_ids (self->document) : NULL;

  self->rebuilding = TRUE;
  g_hash_table_remove_all (self->thumbnails);
  g_hash_table_remove_all (self->wanted);
  gtk_string_list_splice (self->floor_ids, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids)),
                          (const char *const *)ids);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  guint position = position_of (self, self->selected_id);
  if (position == GTK_INVALID_LIST_POSITION && n > 0)
    position = old_index >= 0 ? MIN ((guint)old_index, n - 1) : 0;
  gtk_single_selection_set_selected (self->selection, position);
  self->rebuilding = FALSE;
  selection_changed (self);
}

gboolean
tw_floor_list_select (TwFloorList *self, const char *floor_id)
{
  g_return_val_if_fail (TW_IS_FLOOR_LIST (self), FALSE);

  guint position = position_of (self, floor_id);
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
  return TRUE;
}

/* Floor commands */

/* "MT3" -> "MT" and 3; "start" -> "start" and -1. */
static char *
split_number (const char *id, int *number)
{
  gsize len = strlen (id), digits = len;
  while (digits > 0 && g_ascii_isdigit (id[digits - 1]))
    digits--;
  *number = digits < len ? atoi (id + digits) : -1;
  return g_strndup (id, digits);
}

/* A free id in the series of base: MT0 -> MT1, MT2, ...; sample -> sample1. */
static char *
free_floor_id (TwFloorList *self, const char *base)
{
  int number = 0;
  g_autofree char *prefix = split_number (base ? base : "MT", &number);
  if (*prefix == '\0')
    {
      g_free (prefix);
      prefix = g_strdup ("MT");
    }
  for (int n = MAX (number + 1, 1);; n++)
    {
      char *id = g_strdup_printf ("%s%d", prefix, n);
      if (tw_document_get_floor (self->document, id) == NULL
          && position_of (self, id) == GTK_INVALID_LIST_POSITION)
        return id;
      g_free (id);
    }
}

static gboolean
report (TwFloorList *self, gboolean ok, GError *error)
{
  set_message (self, ok ? NULL : error->message);
  return ok;
}

static void
add_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  int index = selected_index (self);
  int width = DEFAULT_FLOOR_SIZE, height = DEFAULT_FLOOR_SIZE;
  if (self->selected_id)
    tw_document_get_floor_size (self->document, self->selected_id, &width, &height);
  g_autofree char *id = free_floor_id (self, self->selected_id);
  g_autoptr (GError) error = NULL;
  gboolean ok = tw_document_add_floor (self->document, id, MAX (width, 1), MAX (height, 1),
                                       index + 1, &error);
  if (report (self, ok, error))
    tw_floor_list_select (self, id);
}

static void
duplicate_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  json_t *floor = tw_document_get_floor (self->document, self->selected_id);
  if (floor == NULL)
    return;
  g_autofree char *id = free_floor_id (self, self->selected_id);
  g_autoptr (GError) error = NULL;
  gboolean ok
      = tw_document_insert_floor (self->document, id, floor, selected_index (self) + 1, &error);
  if (report (self, ok, error))
    tw_floor_list_select (self, id);
}

static gboolean
rename_selected (TwFloorList *self, const char *new_id, GError **error)
{
  g_autofree char *old_id = g_strdup (self->selected_id);
  if (g_strcmp0 (old_id, new_id) == 0)
    return TRUE;
  if (!tw_document_rename_floor (self->document, old_id, new_id, error))
    return FALSE;
  tw_floor_list_select (self, new_id);
  return TRUE;
}

static void
rename_to_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  g_autoptr (GError) error = NULL;
  gboolean ok = rename_selected (self, g_variant_get_string (parameter, NULL), &error);
  report (self, ok, error);
}

static void
delete_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  g_autofree char *id = g_strdup (self->selected_id);
  g_autoptr (GError) error = NULL;
  gboolean ok = tw_document_remove_floor (self->document, id, &error);
  report (self, ok, error);
}

static void
move_by (TwFloorList *self, int delta)
{
  g_autofree char *id = g_strdup (self->selected_id);
  int index = selected_index (self) + delta;
  if (id == NULL || index < 0)
    return;
  g_autoptr (GError) error = NULL;
  gboolean ok = tw_document_move_floor (self->document, id, index, &error);
  if (report (self, ok, error))
    tw_floor_list_select (self, id);
}

static void
move_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  move_by (TW_FLOOR_LIST (widget), strcmp (action_name, "floors.move-up") == 0 ? -1 : 1);
}

static void
step_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  int index = selected_index (self) + (strcmp (action_name, "floors.previous") == 0 ? -1 : 1);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids));
  if (index >= 0 && (guint)index < n)
    tw_floor_list_select (self, gtk_string_list_get_string (self->floor_ids, index));
}

static gboolean
resize_selected (TwFloorList *self, int width, int height, int offset_x, int offset_y,
                 GError **error)
{
  if (width < 1 || height < 1 || width > MAX_FLOOR_SIZE || height > MAX_FLOOR_SIZE)
    {
      g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID,
                   _("A floor is 1 to %d cells wide and high, not %d x %d."), MAX_FLOOR_SIZE, width,
                   height);
      return FALSE;
    }
  return tw_document_resize_floor (self->document, self->selected_id, width, height, offset_x,
                                   offset_y, error);
}

static void
resize_to_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  int width, height, offset_x, offset_y;
  g_variant_get (parameter, "(iiii)", &width, &height, &offset_x, &offset_y);
  g_autoptr (GError) error = NULL;
  gboolean ok = resize_selected (self, width, height, offset_x, offset_y, &error);
  report (self, ok, error);
}

/* The dialogs: a small window asking for an id or a size. */

typedef struct
{
  TwFloorList *self;
  GtkWindow *window;
  GtkEditable *entry;
  GtkSpinButton *spins[4]; /* width, height, offset x, offset y */
  GtkLabel *message;
} Prompt;

static void
prompt_free (Prompt *prompt)
{
  g_object_unref (prompt->self);
  g_free (prompt);
}

static GtkWidget *
prompt_window (Prompt *prompt, const char *title, const char *accept_label, GtkWidget *body,
               GCallback accept)
{
  GtkWidget *window = gtk_window_new ();
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (prompt->self));
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_resizable (GTK_WINDOW (window), FALSE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_box_append (GTK_BOX (box), body);
  GtkWidget *message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_widget_add_css_class (message, "error");
  gtk_box_append (GTK_BOX (box), message);
  prompt->message = GTK_LABEL (message);

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *ok = gtk_button_new_with_mnemonic (accept_label);
  gtk_widget_add_css_class (ok, "suggested-action");
  gtk_widget_set_name (ok, "prompt-accept");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), window);
  g_signal_connect_swapped (ok, "clicked", accept, prompt);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), ok);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_widget (GTK_WINDOW (window), ok);
  tw_a11y_drop_mnemonic_labels (window); /* "_Rename" read as "Rename" */

  prompt->window = GTK_WINDOW (window);
  g_object_set_data_full (G_OBJECT (window), "tw-prompt", prompt, (GDestroyNotify)prompt_free);
  return window;
}

static void
rename_accepted (Prompt *prompt)
{
  g_autoptr (GError) error = NULL;
  if (rename_selected (prompt->self, gtk_editable_get_text (prompt->entry), &error))
    gtk_window_destroy (prompt->window);
  else
    gtk_label_set_text (prompt->message, error->message);
}

static void
rename_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  Prompt *prompt = g_new0 (Prompt, 1);
  prompt->self = g_object_ref (self);
  GtkWidget *entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), self->selected_id);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_widget_set_tooltip_text (entry, _("Letters, digits and '_'. Stairs that lead to this floor "
                                      "follow the new id."));
  tw_a11y_set_name (entry, _("The floor's new id"));
  prompt->entry = GTK_EDITABLE (entry);
  GtkWidget *window
      = prompt_window (prompt, _("Rename Floor"), _("_Rename"), entry, G_CALLBACK (rename_accepted));
  gtk_widget_set_name (window, "floor-rename-dialog");
  gtk_window_present (GTK_WINDOW (window));
}

static void
resize_accepted (Prompt *prompt)
{
  g_autoptr (GError) error = NULL;
  int v[4];
  for (int i = 0; i < 4; i++)
    v[i] = gtk_spin_button_get_value_as_int (prompt->spins[i]);
  if (resize_selected (prompt->self, v[0], v[1], v[2], v[3], &error))
    gtk_window_destroy (prompt->window);
  else
    gtk_label_set_text (prompt->message, error->message);
}

static void
resize_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwFloorList *self = TW_FLOOR_LIST (widget);
  int width = 0, height = 0;
  tw_document_get_floor_size (self->document, self->selected_id, &width, &height);

  Prompt *prompt = g_new0 (Prompt, 1);
  prompt->self = g_object_ref (self);
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  const char *labels[] = { _("Width"), _("Height"), _("Offset x"), _("Offset y") };
  int values[] = { width, height, 0, 0 };
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *label = gtk_label_new (labels[i]);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      GtkWidget *spin
          = gtk_spin_button_new_with_range (i < 2 ? 1 : -MAX_FLOOR_SIZE, MAX_FLOOR_SIZE, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), values[i]);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      prompt->spins[i] = GTK_SPIN_BUTTON (spin);
      tw_a11y_set_name (spin, labels[i]);
      gtk_grid_attach (GTK_GRID (grid), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), spin, 1, i, 1, 1);
    }
  GtkWidget *hint = gtk_label_new (_("The offset moves the floor's content: 1, 0 adds a column on "
                                   "the left. What falls off the map is dropped."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 36);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), hint, 0, 4, 2, 1);
  GtkWidget *window
      = prompt_window (prompt, _("Resize Floor"), _("_Resize"), grid, G_CALLBACK (resize_accepted));
  gtk_widget_set_name (window, "floor-resize-dialog");
  gtk_window_present (GTK_WINDOW (window));
}

/* Document */

static void
document_cells_changed (TwFloorList *self, const char *floor_id, int x, int y, int w, int h)
{
  mark_stale (self, floor_id);
}

static void
document_entity_changed (TwFloorList *self, TwEntityKind kind, const char *id, const char *field)
{
  /* The title is shown beside the id. */
  if (kind == TW_ENTITY_FLOOR && id != NULL && (field == NULL || strcmp (field, "title") == 0))
    mark_stale (self, id);
  else if (kind == TW_ENTITY_TILE)
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids)); i++)
      mark_stale (self, gtk_string_list_get_string (self->floor_ids, i));
}

GtkWidget *
tw_floor_list_new (void)
{
  return g_object_new (TW_TYPE_FLOOR_LIST, NULL);
}

void
tw_floor_list_set_document (TwFloorList *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_FLOOR_LIST (self));
  g_return_if_fail (document == NULL || TW_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  g_clear_pointer (&self->selected_id, g_free);
  set_message (self, NULL);
  reload_floors (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

TwDocument *
tw_floor_list_get_document (TwFloorList *self)
{
  g_return_val_if_fail (TW_IS_FLOOR_LIST (self), NULL);
  return self->document;
}

const char *
tw_floor_list_get_selected (TwFloorList *self)
{
  g_return_val_if_fail (TW_IS_FLOOR_LIST (self), NULL);
  return self->selected_id;
}

const char *
tw_floor_list_get_message (TwFloorList *self)
{
  g_return_val_if_fail (TW_IS_FLOOR_LIST (self), NULL);
  return self->message;
}

/* GObject */

static void
tw_floor_list_dispose (GObject *object)
{
  TwFloorList *self = TW_FLOOR_LIST (object);

  g_clear_handle_id (&self->thumbnail_idle, g_source_remove);
  g_clear_handle_id (&self->wanted_idle, g_source_remove);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_FLOOR_LIST);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->floor_ids);
  G_OBJECT_CLASS (tw_floor_list_parent_class)->dispose (object);
}

static void
tw_floor_list_finalize (GObject *object)
{
  TwFloorList *self = TW_FLOOR_LIST (object);

  g_free (self->selected_id);
  g_free (self->message);
  g_ptr_array_unref (self->rows);
  g_hash_table_unref (self->thumbnails);
  g_hash_table_unref (self->wanted);
  g_hash_table_unref (self->stale);
  G_OBJECT_CLASS (tw_floor_list_parent_class)->finalize (object);
}

static void
tw_floor_list_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwFloorList *self = TW_FLOOR_LIST (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_SELECTED:
      g_value_set_string (value, self->selected_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_floor_list_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TwFloorList *self = TW_FLOOR_LIST (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      tw_floor_list_set_document (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      tw_floor_list_select (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_floor_list_class_init (TwFloorListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_floor_list_dispose;
  object_class->finalize = tw_floor_list_finalize;
  object_class->get_property = tw_floor_list_get_property;
  object_class->set_property = tw_floor_list_set_property;

  properties[PROP_DOCUMENT]
      = g_param_spec_object ("document", NULL, NULL, TW_TYPE_DOCUMENT,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED]
      = g_param_spec_string ("selected", NULL, NULL, NULL,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FLOOR_SELECTED]
      = g_signal_new ("floor-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[FLOOR_ACTIVATED]
      = g_signal_new ("floor-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-floor-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TwFloorList, list_view);
  gtk_widget_class_bind_template_child (widget_class, TwFloorList, message_label);
  gtk_widget_class_bind_template_child (widget_class, TwFloorList, message_revealer);

  gtk_widget_class_install_action (widget_class, "floors.add", NULL, add_activated);
  gtk_widget_class_install_action (widget_class, "floors.duplicate", NULL, duplicate_activated);
  gtk_widget_class_install_action (widget_class, "floors.rename", NULL, rename_activated);
  gtk_widget_class_install_action (widget_class, "floors.rename-to", "s", rename_to_activated);
  gtk_widget_class_install_action (widget_class, "floors.delete", NULL, delete_activated);
  gtk_widget_class_install_action (widget_class, "floors.move-up", NULL, move_activated);
  gtk_widget_class_install_action (widget_class, "floors.move-down", NULL, move_activated);
  gtk_widget_class_install_action (widget_class, "floors.resize", NULL, resize_activated);
  gtk_widget_class_install_action (widget_class, "floors.resize-to", "(iiii)", resize_to_activated);
  gtk_widget_class_install_action (widget_class, "floors.previous", NULL, step_activated);
  gtk_widget_class_install_action (widget_class, "floors.next", NULL, step_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "floors.rename", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "floors.delete", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twfloorlist");
}

/* PgUp / PgDn switch floors wherever the focus is in the window, as in the
 * mota-js editor: a global shortcut controller, which the list view's own
 * page keys cannot shadow. */
static void
add_page_shortcuts (TwFloorList *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Up, 0),
                        gtk_named_action_new ("floors.previous")));
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Down, 0),
                        gtk_named_action_new ("floors.next")));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
tw_floor_list_init (TwFloorList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  self->thumbnails = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->stale = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->floor_ids = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->floor_ids)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (selection_changed),
                            self);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->list_view, "activate", G_CALLBACK (row_activated), self);

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (row_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (row_bind), self);
  g_signal_connect (factory, "teardown", G_CALLBACK (row_teardown), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (reload_floors), self);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_cells_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_entity_changed), self);
  add_page_shortcuts (self);
  update_actions (self);
}
