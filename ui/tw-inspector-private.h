/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-private.h: what the inspector's files share: the widget's
 * struct, the typed field and form of the form framework (tw-inspector-form.c),
 * the pages (tw-inspector-pages.c) and the route picker (tw-inspector-route.c). */
#pragma once

/* The largest floor side a resize may ask for (as project files allow). */
#define TW_INSPECTOR_MAX_FLOOR_SIDE 1000

#include "editor/tw-history.h"
#include "editor/tw-validate.h"
#include "engine/tw-fields.h"
#include "ui/tw-inspector.h"

G_BEGIN_DECLS

typedef enum
{
  FIELD_INT,    /* a whole number */
  FIELD_NUMBER, /* a number, decimals allowed */
  FIELD_TEXT,
  FIELD_ENEMY_ID, /* text naming an existing enemy */
  FIELD_BOOL,     /* a check button */
  FIELD_CHOICE,   /* a drop-down of strings */
  FIELD_SPECIAL,  /* one check button of an enemy's special list */
  FIELD_ROUTE,    /* the patrol route's rows */
  FIELD_ACTION,   /* an entry that runs a command (give an item), showing no value */
  FIELD_EFFECT,   /* an item effect: JavaScript, checked by engine/tw-item-effect.h */
  FIELD_MEMBER,   /* a check button: whether a list holds the string `fallback` */
  FIELD_JSON,     /* any JSON value, typed as JSON (a hero flag) */
} FieldKind;

typedef enum
{
  EMPTY_REFUSED, /* an empty entry is an error */
  EMPTY_REMOVES, /* empty removes the field: its default applies */
  EMPTY_NULL,    /* empty writes null */
  EMPTY_TEXT,    /* empty writes "" */
} EmptyPolicy;

typedef struct
{
  TwInspector *self;
  char *path; /* JSON Pointer in the tower */
  char *name; /* the widget name: the path below the subject */
  FieldKind kind;
  EmptyPolicy empty;
  gboolean has_min, has_max;
  double min, max;
  int special;          /* FIELD_SPECIAL: its number */
  GStrv choices;        /* FIELD_CHOICE */
  guint n_known_choices; /* FIELD_CHOICE: choices[] past this is the file's own value */
  const char *fallback; /* FIELD_CHOICE: what a missing field means; FIELD_MEMBER: the string */
  GtkWidget *editor;
  GtkLabel *message;
  GtkBox *rows; /* FIELD_ROUTE */
  int section;
} Field;

enum
{
  SECTION_MAIN,
  SECTION_ARGS, /* an enemy's actArgs, rebuilt when actType or the skill kind changes */
};

struct _TwInspector
{
  GtkWidget parent_instance;

  GtkBox *content;
  GtkStack *stack;
  GtkLabel *subtitle_label;
  GtkLabel *title_label;
  GtkMenuButton *menu_button;

  TwDocument *document;
  GSignalGroup *document_signals;
  TwInspectorSubject subject;
  char *subject_id;
  int cell_x, cell_y;

  GPtrArray *fields; /* Field* (each owned by its editor widget) */
  GtkBox *args_box;
  GtkSizeGroup *labels; /* the label column of every form of the page */
  char *built_shape;    /* what the structure was built for: actType/kind, cls */
  guint rebuild_idle;
  guint args_idle;  /* rebuilds only the actArgs section */
  gboolean loading; /* writing widgets from the model: do not commit */
  GtkWidget *dialog; /* the add, duplicate, rename or delete dialog open, if any */
  gboolean picking_route;
};

typedef struct
{
  TwInspector *self;
  GtkGrid *grid;
  int row;
  int section;
} Form;

/* The form framework: paths, typed text, writing, refreshing and building forms
 * (tw-inspector-form.c). */
char *tw_inspector_field_path (TwInspector *self, const char *relative);
json_t *tw_inspector_read_path (TwInspector *self, const char *path);
json_t *tw_inspector_read_field (TwInspector *self, const char *relative);
gboolean tw_inspector_write_value (TwInspector *self, const char *path, json_t *value,
                                   GError **error);
gboolean tw_inspector_parse_whole (const char *text, gint64 *out);
void tw_inspector_field_show_message (Field *field, const char *message);
void tw_inspector_field_write (Field *field, json_t *value);
GArray *tw_inspector_special_list (json_t *special);
void tw_inspector_special_toggled (GtkCheckButton *button, Field *field);
void tw_inspector_refresh_fields (TwInspector *self);
Form tw_inspector_form_new (TwInspector *self, GtkBox *parent, const char *title, int section);
GtkWidget *tw_inspector_form_label (Form *form, const char *text, const char *tooltip);
void tw_inspector_form_info (Form *form, const char *label, const char *value);
GtkWidget *tw_inspector_message_label_new (const char *name);
void tw_inspector_field_register (TwInspector *self, Field *field, GtkWidget *editor,
                                  GtkLabel *message);
Field *tw_inspector_form_attach_row (Form *form, Field *field, const char *label,
                                     const char *tooltip, GtkWidget *editor, GtkWidget *row);
Field *tw_inspector_form_attach (Form *form, Field *field, const char *label, const char *tooltip,
                                 GtkWidget *editor);
Field *tw_inspector_field_new (Form *form, const char *relative, FieldKind kind);
Field *tw_inspector_add_entry (Form *form, const char *relative, const char *label, FieldKind kind,
                               EmptyPolicy empty, const char *placeholder, const char *tooltip);
Field *tw_inspector_add_whole (Form *form, const char *relative, const char *label, double min,
                               EmptyPolicy empty, const char *placeholder, const char *tooltip);
Field *tw_inspector_add_member (Form *form, const char *path, const char *member,
                                const char *label, const char *tooltip);
guint tw_inspector_add_act_rows (Form *form, TwActType act, TwSkillKind kind);
guint tw_inspector_add_rows_at (Form *form, TwFieldOwner owner, TwFieldSection section,
                                const char *cls, const char *base);
/* What is wrong with the value in the file (hp "abc", timeCost -3), or NULL. */
char *tw_inspector_field_problem (Field *field, json_t *value);
Field *tw_inspector_add_choice (Form *form, const char *relative, const char *label,
                                const char *const *choices, const char *fallback,
                                const char *tooltip);
guint tw_inspector_add_rows (Form *form, TwFieldOwner owner, TwFieldSection section,
                             const char *cls);
gboolean tw_inspector_section_applies (TwFieldOwner owner, TwFieldSection section, const char *cls);
void tw_inspector_add_title (TwInspector *self, const char *title, const char *subtitle);

/* The patrol route picker (tw-inspector-route.c). */
void tw_inspector_route_refresh (Field *field);
Field *tw_inspector_route_field (TwInspector *self);
gboolean tw_inspector_route_append (TwInspector *self, int x, int y, GError **error);
void tw_inspector_build_route (TwInspector *self, Form *form);

/* The pages of each subject (tw-inspector-pages.c). */
char *tw_inspector_enemy_shape (TwInspector *self);
void tw_inspector_build_act_args (TwInspector *self);
void tw_inspector_build_enemy (TwInspector *self, GtkBox *page);
void tw_inspector_build_item (TwInspector *self, GtkBox *page);
void tw_inspector_build_floor (TwInspector *self, GtkBox *page);
void tw_inspector_build_hero (TwInspector *self, GtkBox *page);
void tw_inspector_build_values (TwInspector *self, GtkBox *page);

/* More of the floor and hero pages (tw-inspector-extra.c). */
void tw_inspector_build_floor_size (TwInspector *self, Form *form);
void tw_inspector_build_hero_flags (TwInspector *self, GtkBox *page);

/* Add, duplicate, rename and delete enemies and items (tw-inspector-entities.c). */
void tw_inspector_entities_install_actions (GtkWidgetClass *widget_class);
void tw_inspector_entities_update_actions (TwInspector *self);
GMenuModel *tw_inspector_entities_menu (void);
void tw_inspector_show_definition_activated (GtkWidget *widget, const char *action_name,
                                             GVariant *parameter);
void tw_inspector_build_cell (TwInspector *self, GtkBox *page);

/* The event sections of the cell and floor pages (tw-inspector-events.c). */
void tw_inspector_build_cell_events (TwInspector *self, GtkBox *page);
void tw_inspector_build_floor_events (TwInspector *self, GtkBox *page);

G_END_DECLS
