/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-a11y.h: accessible names for controls that show only an icon, and
 * names without mnemonic underscores (GTK 4.8 reads "_Save Save" otherwise). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives the widget the name a screen reader says (the accessible label);
 * the tooltip stays the longer help. */
void tw_a11y_set_name (GtkWidget *widget, const char *name);

/* GTK 4.8 gives a button made with a mnemonic label ("_Save") that label,
 * underscore and all, as its accessible label, and then adds the label
 * widget's own text: "_Save Save". Drops that label on every such button
 * under root, so the name is the text shown ("Save"). Also names each
 * drop-down's inner button, which GTK 4.8 reads as "GtkToggleButton". */
void tw_a11y_drop_mnemonic_labels (GtkWidget *root);

G_END_DECLS
