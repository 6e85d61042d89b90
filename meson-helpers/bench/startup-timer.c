// Times one start of a program to its first painted frame, the same way for the app and
// both C floors: the clock starts just before the program is started (fork + exec of
// `/usr/bin/time -f %M -o FILE PROGRAM`) and stops when the program writes its line
// "first-frame" to standard output (each writes it, unbuffered, from its frame clock's
// first "after-paint"). Then waits for the program to exit and prints
//   <ms to first frame> <peak RSS in kB, /usr/bin/time's %M> <ms to exit> <CPU ms>
// The CPU time (user + system, every thread, until exit: wait4's rusage of the run) is
// what a busy machine stretches most: there the first frame waits for the CPU, so its
// time grows with the CPU each program needs.
// Usage: startup-timer PROGRAM [ARG ...]
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: startup-timer PROGRAM [ARG ...]\n");
    return 2;
  }
  char memory[] = "/tmp/startup-timer-XXXXXX";
  int memory_fd = mkstemp(memory);
  int out[2];
  if (memory_fd < 0 || pipe(out) != 0) {
    perror("startup-timer");
    return 1;
  }
  close(memory_fd);
  double start = now_ms();
  pid_t child = fork();
  if (child == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    close(out[1]);
    char **args = calloc(argc + 6, sizeof *args);
    int n = 0;
    args[n++] = "/usr/bin/time";
    args[n++] = "-f";
    args[n++] = "%M";
    args[n++] = "-o";
    args[n++] = memory;
    for (int i = 1; i < argc; i++) args[n++] = argv[i];
    execv(args[0], args);
    perror("startup-timer: /usr/bin/time");
    _exit(127);
  }
  close(out[1]);
  double first_frame = -1;
  char buffer[4096];
  size_t used = 0;
  ssize_t got;
  while ((got = read(out[0], buffer + used, sizeof buffer - 1 - used)) > 0) {
    used += (size_t)got;
    buffer[used] = '\0';
    if (first_frame < 0 && strstr(buffer, "first-frame\n")) first_frame = now_ms() - start;
    if (used > sizeof buffer / 2) used = 0; /* only the marker matters */
  }
  int status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof usage);
  wait4(child, &status, 0, &usage);
  double total = now_ms() - start;
  long peak_kb = -1;
  FILE *file = fopen(memory, "r");
  if (file) {
    char line[256];
    /* /usr/bin/time writes "Command exited with non-zero status N" first on failure. */
    while (fgets(line, sizeof line, file)) peak_kb = strtol(line, NULL, 10);
    fclose(file);
  }
  unlink(memory);
  if (first_frame < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "startup-timer: %s gave no first frame (status %d)\n", argv[1], status);
    return 1;
  }
  double cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
  printf("%.1f %ld %.1f %.1f\n", first_frame, peak_kb, total, cpu);
  return 0;
}
