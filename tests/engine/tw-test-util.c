/* tw-test-util.c: see tw-test-util.h. */
#include "tw-test-util.h"

TwTower *
tt_tower_from_text (const char *text)
{
  g_autoptr (GError) error = NULL;
  json_error_t jerr;
  json_t *root = json_loads (text, 0, &jerr);
  TwTower *tower;

  if (root == NULL)
    g_error ("test tower: %s at line %d", jerr.text, jerr.line);
  tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  return tower;
}
