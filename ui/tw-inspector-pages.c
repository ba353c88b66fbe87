/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-pages.c: the inspector's pages: enemy (stats, specials,
 * map turn, actArgs), item (the fields of its class), floor, hero and the
 * read-only cell page. */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"

#include <string.h>

typedef struct
{
  int number;
  const char *name;
} Special;

/* The specials the engine simulates, with the mota-js names designers know. */
static const Special specials[] = {
  { 1, N_("先攻 first strike") }, { 2, N_("魔攻 magic attack") },  { 3, N_("坚固 solid") },
  { 4, N_("2连击 double hit") },  { 5, N_("3连击 triple hit") },   { 6, N_("n连击 n hits") },
  { 7, N_("破甲 break armour") }, { 8, N_("反击 counter") },       { 9, N_("净化 purify") },
  { 10, N_("模仿 mimic") },       { 11, N_("吸血 vampire") },      { 17, N_("仇恨 hatred") },
  { 20, N_("无敌 invincible") },  { 22, N_("固伤 fixed damage") }, { 27, N_("捕捉 capture") },
};

const char *
tw_inspector_special_name (int special)
{
  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    if (specials[i].number == special)
      return specials[i].name;
  return NULL;
}

/* Enemy page */

static void
build_specials (TwInspector *self, GtkBox *page)
{
  Form form = tw_inspector_form_new (self, page, _("Specials"), SECTION_MAIN);
  gtk_grid_set_column_homogeneous (form.grid, TRUE);
  int rows = (int)(G_N_ELEMENTS (specials) + 1) / 2;
  GtkWidget *message = tw_inspector_message_label_new ("special");
  gtk_grid_attach (form.grid, message, 0, rows + 1, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    {
      Field *field = tw_inspector_field_new (&form, "special", FIELD_SPECIAL);
      g_free (field->name);
      field->name = g_strdup_printf ("special-%d", specials[i].number);
      field->special = specials[i].number;
      g_autofree char *text = g_strdup_printf ("%d %s", specials[i].number, _(specials[i].name));
      GtkWidget *check = gtk_check_button_new_with_label (text);
      gtk_grid_attach (form.grid, check, (int)i % 2, (int)i / 2, 1, 1);
      tw_inspector_field_register (self, field, check, GTK_LABEL (message));
      g_signal_connect (check, "toggled", G_CALLBACK (tw_inspector_special_toggled), field);
    }

  /* Specials without a check box are kept and listed. */
  g_autoptr (GArray) list = tw_inspector_special_list (tw_inspector_read_field (self, "special"));
  g_autoptr (GString) others = g_string_new (NULL);
  for (guint i = 0; i < list->len; i++)
    if (tw_inspector_special_name (g_array_index (list, int, i)) == NULL)
      g_string_append_printf (others, "%s%d", others->len ? ", " : "",
                              g_array_index (list, int, i));
  if (others->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Also %s (kept, not simulated)"), others->str);
      GtkWidget *label = gtk_label_new (text);
      gtk_widget_set_name (label, "special-others");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (form.grid, label, 0, rows, 2, 1);
    }
}

/* The enemy fields some specials read (docs/battle.md): shown while the
 * special is ticked. Empty removes the field: the tower value applies. */
typedef struct
{
  int special;
  const char *field;
  FieldKind kind;
  const char *placeholder;
  const char *tooltip;
} SpecialValue;

static const SpecialValue special_values[] = {
  { 6, "n", FIELD_INT, "4", N_("Hits per round of n连击") },
  { 7, "breakArmor", FIELD_NUMBER, N_("tower value"), N_("Share of the hero's def dealt first (破甲)") },
  { 8, "counterAttack", FIELD_NUMBER, N_("tower value"), N_("Share of the hero's atk taken each round") },
  { 9, "purify", FIELD_NUMBER, N_("tower value"), N_("Times the hero's mdef dealt first (净化)") },
  { 11, "vampire", FIELD_NUMBER, N_("tower value"), N_("Share of the hero's hp taken first (吸血)") },
  { 22, "damage", FIELD_NUMBER, "0", N_("Fixed damage added after the battle (固伤)") },
};

static void
build_special_values (TwInspector *self, GtkBox *page)
{
  g_autoptr (GArray) list = tw_inspector_special_list (tw_inspector_read_field (self, "special"));
  Form form = { 0 };
  for (guint i = 0; i < G_N_ELEMENTS (special_values); i++)
    {
      const SpecialValue *v = &special_values[i];
      gboolean ticked = FALSE;
      for (guint j = 0; j < list->len; j++)
        ticked = ticked || g_array_index (list, int, j) == v->special;
      if (!ticked)
        continue;
      if (form.grid == NULL)
        form = tw_inspector_form_new (self, page, _("Special values"), SECTION_MAIN);
      Field *field = tw_inspector_add_entry (&form, v->field, v->field, v->kind, EMPTY_REMOVES,
                                             _(v->placeholder), _(v->tooltip));
      field->has_min = TRUE;
      field->min = v->special == 6 ? 1 : 0;
    }
}

static TwActType
current_act_type (TwInspector *self)
{
  return tw_act_type_or_idle (json_string_value (tw_inspector_read_field (self, "actType")));
}

char *
tw_inspector_enemy_shape (TwInspector *self)
{
  const char *kind = json_string_value (tw_inspector_read_field (self, "actArgs/kind"));
  return g_strdup_printf ("%s/%s", tw_act_type_to_string (current_act_type (self)),
                          kind ? kind : "");
}

void
tw_inspector_build_act_args (TwInspector *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->args_box))) != NULL)
    gtk_box_remove (self->args_box, child);

  TwActType act_type = current_act_type (self);
  const char *kind = json_string_value (tw_inspector_read_field (self, "actArgs/kind"));
  Form form = tw_inspector_form_new (self, self->args_box, "actArgs", SECTION_ARGS);
  /* The rows of the field table that apply to this actType and skill kind;
   * a patrol's route has its own picker. */
  guint n = tw_inspector_add_act_rows (&form, act_type, tw_skill_kind_from_string (kind));
  if (act_type == TW_ACT_PATROL)
    tw_inspector_build_route (self, &form);
  else if (n == 0)
    tw_inspector_form_info (&form, "", _("This enemy does not act on its own."));
  /* What an empty range means depends on the actType. */
  GtkWidget *range = NULL;
  for (guint i = 0; i < self->fields->len && range == NULL; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);
      if (field->section == SECTION_ARGS && g_strcmp0 (field->name, "actArgs/range") == 0)
        range = field->editor;
    }
  if (range != NULL)
    gtk_entry_set_placeholder_text (GTK_ENTRY (range), act_type == TW_ACT_CHASE ? _("no limit") : "0");

  g_free (self->built_shape);
  self->built_shape = tw_inspector_enemy_shape (self);
}

void
tw_inspector_build_enemy (TwInspector *self, GtkBox *page)
{
  json_t *enemy = tw_document_get_enemy (self->document, self->subject_id);
  g_autofree char *title = g_strdup_printf (_("Enemy %s"), self->subject_id);
  tw_inspector_add_title (self, title, json_string_value (json_object_get (enemy, "name")));

  Form stats = tw_inspector_form_new (self, page, _("Stats"), SECTION_MAIN);
  tw_inspector_add_rows (&stats, TW_FIELD_OWNER_ENEMY, TW_FIELD_SECTION_MAIN, NULL);

  build_specials (self, page);
  build_special_values (self, page);

  Form turn = tw_inspector_form_new (self, page, _("Map turn"), SECTION_MAIN);
  tw_inspector_add_rows (&turn, TW_FIELD_OWNER_ENEMY, TW_FIELD_SECTION_MAP_TURN, NULL);

  self->args_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  gtk_box_append (page, GTK_WIDGET (self->args_box));
  tw_inspector_build_act_args (self);
}

/* Item page: only the fields that apply to the item's class (docs/rules.md
 * §4: no battleTimeCost on a battle skill, whose cost is its timeCost). */

void
tw_inspector_build_item (TwInspector *self, GtkBox *page)
{
  json_t *item = tw_document_get_item (self->document, self->subject_id);
  const char *cls = json_string_value (json_object_get (item, "cls"));
  g_autofree char *title = g_strdup_printf (_("Item %s"), self->subject_id);
  tw_inspector_add_title (self, title, json_string_value (json_object_get (item, "name")));

  Form main = tw_inspector_form_new (self, page, _("Item"), SECTION_MAIN);
  tw_inspector_add_rows (&main, TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAIN, cls);

  if (tw_inspector_section_applies (TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAP_TURN, cls))
    {
      Form turn = tw_inspector_form_new (self, page, _("Map turn"), SECTION_MAIN);
      tw_inspector_add_rows (&turn, TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAP_TURN, cls);
    }
  if (tw_inspector_section_applies (TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_EFFECT, cls))
    {
      Form effect = tw_inspector_form_new (self, page, "effect", SECTION_MAIN);
      tw_inspector_add_rows (&effect, TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_EFFECT, cls);
    }

  g_free (self->built_shape);
  self->built_shape = g_strdup (cls ? cls : "");
}

/* Floor page */

void
tw_inspector_build_floor (TwInspector *self, GtkBox *page)
{
  json_t *floor = tw_document_get_floor (self->document, self->subject_id);
  g_autofree char *title = g_strdup_printf (_("Floor %s"), self->subject_id);
  tw_inspector_add_title (self, title, json_string_value (json_object_get (floor, "title")));

  Form form = tw_inspector_form_new (self, page, _("Floor"), SECTION_MAIN);
  tw_inspector_form_info (&form, "id", self->subject_id);
  tw_inspector_add_rows (&form, TW_FIELD_OWNER_FLOOR, TW_FIELD_SECTION_MAIN, NULL);

  Form size = tw_inspector_form_new (self, page, _("Size"), SECTION_MAIN);
  tw_inspector_build_floor_size (self, &size);

  tw_inspector_build_floor_events (self, page);
}

/* Hero page */

/* The class an item is kept under in hero.items, or NULL with a reason:
 * class "items" is used up when picked up, so the hero never holds one. */
static const char *
give_class (Field *field, const char *id, char **message)
{
  json_t *item = tw_document_get_item (field->self->document, id);
  const char *cls = json_string_value (json_object_get (item, "cls"));
  if (item == NULL)
    *message = g_strdup_printf (_("There is no item '%s'."), id);
  else if (cls == NULL)
    *message = g_strdup_printf (_("Item '%s' has no cls."), id);
  else if (strcmp (cls, "items") == 0)
    *message = g_strdup_printf (_("'%s' is used when picked up (cls items): the hero cannot hold "
                                "one."),
                                id);
  else
    return cls;
  return NULL;
}

static void
give_changed (GtkEditable *editable, Field *field)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (editable)));
  g_autofree char *message = NULL;
  if (*text != '\0')
    give_class (field, text, &message);
  tw_inspector_field_show_message (field, message);
}

static void
give_activated (GtkEntry *entry, Field *field)
{
  TwInspector *self = field->self;
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *message = NULL;
  const char *cls = give_class (field, id, &message);
  if (cls == NULL)
    {
      tw_inspector_field_show_message (field, message);
      return;
    }
  g_autofree char *relative = g_strdup_printf ("items/%s", cls);
  g_autofree char *cls_path = tw_inspector_field_path (self, relative);
  g_autofree char *path = tw_path_append (cls_path, id);
  json_t *current = tw_inspector_read_path (self, path);
  json_t *count = json_integer ((json_is_integer (current) ? json_integer_value (current) : 0) + 1);
  g_autoptr (GError) error = NULL;
  if (tw_inspector_write_value (self, path, count, &error))
    {
      tw_inspector_field_show_message (field, NULL);
      gtk_editable_set_text (GTK_EDITABLE (entry), "");
    }
  else
    tw_inspector_field_show_message (field, error->message);
  json_decref (count);
}

void
tw_inspector_build_hero (TwInspector *self, GtkBox *page)
{
  json_t *hero = tw_document_get_hero (self->document);
  tw_inspector_add_title (self, _("Hero start"), json_string_value (json_object_get (hero, "name")));

  Form stats = tw_inspector_form_new (self, page, _("Stats"), SECTION_MAIN);
  tw_inspector_add_rows (&stats, TW_FIELD_OWNER_HERO, TW_FIELD_SECTION_MAIN, NULL);

  Form start = tw_inspector_form_new (self, page, _("Start"), SECTION_MAIN);
  g_auto (GStrv) floor_ids = tw_document_dup_floor_ids (self->document);
  tw_inspector_add_choice (&start, "/data/firstData/floorId", _("floor"),
                           (const char *const *)floor_ids, NULL, _("The floor the game starts on"));
  const char *start_floor = tw_document_get_start_floor (self->document);
  int width = 0, height = 0;
  if (start_floor != NULL)
    tw_document_get_floor_size (self->document, start_floor, &width, &height);
  Field *x = tw_inspector_add_whole (&start, "loc/x", "x", 0, EMPTY_REFUSED, NULL,
                                     _("The start cell's column"));
  Field *y = tw_inspector_add_whole (&start, "loc/y", "y", 0, EMPTY_REFUSED, NULL,
                                     _("The start cell's row"));
  if (width > 0 && height > 0)
    {
      x->has_max = y->has_max = TRUE;
      x->max = width - 1;
      y->max = height - 1;
    }

  tw_inspector_build_hero_flags (self, page);

  Form items = tw_inspector_form_new (self, page, _("Items"), SECTION_MAIN);
  const char *cls;
  json_t *owned;
  int count = 0;
  json_object_foreach (json_object_get (hero, "items"), cls, owned)
  {
    const char *id;
    json_t *value;
    json_object_foreach (owned, id, value)
    {
      g_autofree char *relative = g_strdup_printf ("items/%s/%s", cls, id);
      g_autofree char *label = g_strdup_printf ("%s (%s)", id, cls);
      tw_inspector_add_whole (&items, relative, label, 0, EMPTY_REMOVES, "0",
                              _("How many the hero starts with; empty removes it"));
      count++;
    }
  }
  if (count == 0)
    tw_inspector_form_info (&items, "", _("The hero starts with no items."));
  Field *give = tw_inspector_field_new (&items, "items-add", FIELD_ACTION);
  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("item id, then Enter"));
  tw_inspector_form_attach (&items, give, _("add"), _("Give the hero one more of an item at the start"),
                            entry);
  g_signal_connect (entry, "changed", G_CALLBACK (give_changed), give);
  g_signal_connect (entry, "activate", G_CALLBACK (give_activated), give);
}

/* Tower values page: data.values, and the switches of data.flags that
 * change the rules. */

void
tw_inspector_build_values (TwInspector *self, GtkBox *page)
{
  tw_inspector_add_title (self, _("Tower values"), "全塔属性");
  Form values = tw_inspector_form_new (self, page, _("Values"), SECTION_MAIN);
  tw_inspector_add_rows (&values, TW_FIELD_OWNER_VALUES, TW_FIELD_SECTION_MAIN, NULL);

  Form rules = tw_inspector_form_new (self, page, _("Rules"), SECTION_MAIN);
  tw_inspector_add_member (&rules, "/data/flags/statusBarItems", "enableHPMax",
                           "enableHPMax: hp never goes above hpmax",
                           _("Listed in flags.statusBarItems: items and events keep hp at most hpmax"));
  tw_inspector_add_rows_at (&rules, TW_FIELD_OWNER_FLAGS, TW_FIELD_SECTION_MAIN, NULL,
                            "/data/flags");
}

/* Cell page (read-only) */

void
tw_inspector_show_definition_activated (GtkWidget *widget, const char *action_name,
                                        GVariant *parameter)
{
  TwInspector *self = TW_INSPECTOR (widget);
  const char *cls = NULL, *id = NULL;
  int tile = tw_document_get_cell (self->document, self->subject_id, self->cell_x, self->cell_y);
  if (!tw_document_lookup_tile (self->document, tile, &cls, &id) || id == NULL)
    return;
  g_autofree char *id_copy = g_strdup (id);
  g_autoptr (TwDocument) document = g_object_ref (self->document);
  if (tw_document_get_enemy (document, id_copy) != NULL)
    tw_inspector_show_enemy (self, document, id_copy);
  else if (tw_document_get_item (document, id_copy) != NULL)
    tw_inspector_show_item (self, document, id_copy);
}

void
tw_inspector_build_cell (TwInspector *self, GtkBox *page)
{
  g_autofree char *title
      = g_strdup_printf ("%s (%d, %d)", self->subject_id, self->cell_x, self->cell_y);
  tw_inspector_add_title (self, title, _("Map cell"));

  Form form = tw_inspector_form_new (self, page, _("Tile"), SECTION_MAIN);
  int tile = tw_document_get_cell (self->document, self->subject_id, self->cell_x, self->cell_y);
  const char *cls = NULL, *id = NULL;
  gboolean known = tw_document_lookup_tile (self->document, tile, &cls, &id);
  g_autofree char *number = g_strdup_printf ("%d", tile);
  tw_inspector_form_info (&form, "number", tile < 0 ? _("(off the map)") : number);
  if (tile == 0)
    tw_inspector_form_info (&form, "", _("Empty"));
  else if (known)
    {
      tw_inspector_form_info (&form, "cls", cls ? cls : "");
      tw_inspector_form_info (&form, "id", id ? id : "");
      json_t *definition = NULL;
      if (id && (definition = tw_document_get_enemy (self->document, id)) == NULL)
        definition = tw_document_get_item (self->document, id);
      const char *name = json_string_value (json_object_get (definition, "name"));
      if (name != NULL)
        tw_inspector_form_info (&form, "name", name);
      if (definition != NULL)
        {
          GtkWidget *button = gtk_button_new_with_label (_("Edit definition"));
          gtk_widget_set_name (button, "show-definition");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "inspector.show-definition");
          gtk_grid_attach (form.grid, button, 1, form.row++, 1, 1);
        }
    }
  else if (tile >= 10000 || tile == 17)
    tw_inspector_form_info (&form, "", tile == 17 ? _("Invisible wall") : _("Tileset wall"));
  else
    tw_inspector_form_info (&form, "", _("Not in the tile table (maps.js)"));

  /* Every member of the floor keyed by "x,y": stairs, event lists, the rest as JSON. */
  tw_inspector_build_cell_events (self, page);
}
