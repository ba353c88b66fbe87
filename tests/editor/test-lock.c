/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The autosave lock (editor/mota/tw-lock): one holder at a time, a second
 * process is refused while the first lives, a dead holder's lock is stale
 * and taken over, and release leaves a lock taken over by another alone. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "editor/mota/tw-lock.h"

static char *
lock_path (char **dir)
{
  g_autoptr (GError) error = NULL;
  *dir = g_dir_make_tmp ("tw-lock-XXXXXX", &error);
  g_assert_no_error (error);
  return g_build_filename (*dir, "autosave.twproj.lock", NULL);
}

static void
write_lock (const char *path, long pid, const char *host)
{
  g_autofree char *text = g_strdup_printf ("%ld %s\n", pid, host);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* A child that has exited and been reaped: its PID runs no process now. */
static GPid
dead_pid (void)
{
  pid_t child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    _exit (0);
  int status;
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  return child;
}

static void
test_acquire_release (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  g_autoptr (GError) error = NULL;
  TwLock *lock = tw_lock_acquire (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
  gboolean same_host;
  g_assert_cmpint (tw_lock_read_owner (path, &same_host), ==, getpid ());
  g_assert_true (same_host);
  /* The same process again: refused (a project opens in one window). */
  g_assert_null (tw_lock_acquire (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  tw_lock_release (lock);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* Free again: taken again. */
  lock = tw_lock_acquire (path, &error);
  g_assert_no_error (error);
  tw_lock_release (lock);
  /* No temporary files are left beside it. */
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_live_owner_refused (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  /* A live process of this host holds it: the parent of this test. */
  write_lock (path, (long)getppid (), g_get_host_name ());
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_lock_acquire (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_autofree char *pid = g_strdup_printf ("%ld", (long)getppid ());
  g_assert_nonnull (strstr (error->message, pid));
  /* The lock is untouched. */
  g_assert_cmpint (tw_lock_read_owner (path, NULL), ==, getppid ());
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_stale_taken_over (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  write_lock (path, (long)dead_pid (), g_get_host_name ());
  g_autoptr (GError) error = NULL;
  TwLock *lock = tw_lock_acquire (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
  g_assert_cmpint (tw_lock_read_owner (path, NULL), ==, getpid ());
  tw_lock_release (lock);
  /* A torn or foreign file (no PID) is stale too. */
  g_assert_true (g_file_set_contents (path, "garbage", -1, NULL));
  lock = tw_lock_acquire (path, &error);
  g_assert_no_error (error);
  tw_lock_release (lock);
  g_rmdir (dir);
}

static void
test_other_host_respected (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  /* A PID that is dead here may live on the other host: not ours to judge. */
  write_lock (path, (long)dead_pid (), "some-other-host.invalid");
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_lock_acquire (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_release_leaves_a_taken_over_lock (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  g_autoptr (GError) error = NULL;
  TwLock *lock = tw_lock_acquire (path, &error);
  g_assert_no_error (error);
  /* Another process took it over meanwhile (it found ours stale). */
  write_lock (path, (long)getppid (), g_get_host_name ());
  tw_lock_release (lock);
  g_assert_cmpint (tw_lock_read_owner (path, NULL), ==, getppid ());
  g_unlink (path);
  g_rmdir (dir);
}

/* Two processes race for a free lock: exactly one gets it. */
static void
test_two_processes_one_winner (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = lock_path (&dir);
  int go[2];
  g_assert_cmpint (pipe (go), ==, 0);
  pid_t children[2];
  for (int i = 0; i < 2; i++)
    {
      children[i] = fork ();
      g_assert_cmpint (children[i], >=, 0);
      if (children[i] == 0)
        {
          char c;
          close (go[1]);
          if (read (go[0], &c, 1) != 1)
            _exit (3);
          TwLock *lock = tw_lock_acquire (path, NULL);
          /* Hold it until the other has tried (its parent reaps us both). */
          g_usleep (300 * 1000);
          _exit (lock != NULL ? 0 : 1);
        }
    }
  close (go[0]);
  g_assert_cmpint (write (go[1], "go", 2), ==, 2); /* both start at once */
  close (go[1]);
  int won = 0;
  for (int i = 0; i < 2; i++)
    {
      int status;
      g_assert_cmpint (waitpid (children[i], &status, 0), ==, children[i]);
      g_assert_true (WIFEXITED (status));
      won += WEXITSTATUS (status) == 0;
    }
  g_assert_cmpint (won, ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lock/acquire-release", test_acquire_release);
  g_test_add_func ("/lock/live-owner-refused", test_live_owner_refused);
  g_test_add_func ("/lock/stale-taken-over", test_stale_taken_over);
  g_test_add_func ("/lock/other-host-respected", test_other_host_respected);
  g_test_add_func ("/lock/release-leaves-a-taken-over-lock", test_release_leaves_a_taken_over_lock);
  g_test_add_func ("/lock/two-processes-one-winner", test_two_processes_one_winner);
  return g_test_run ();
}
