/* Control for Benchmarks/leak-check.sh: Graphviz's documented call sequence, in plain C, on the DOT vipermap
 * writes (argv[1]), `count` times. Whatever valgrind reports as definitely lost here is Graphviz's own.
 * Build: cc control.c $(pkg-config --cflags --libs libgvc) -o control */
#include <gvc.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: control FILE.dot COUNT\n"); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 2;
    fseek(file, 0, SEEK_END); long size = ftell(file); fseek(file, 0, SEEK_SET);
    char *dot = malloc(size + 1);
    if (fread(dot, 1, size, file) != (size_t)size) return 2;
    dot[size] = 0; fclose(file);
    GVC_t *gvc = gvContext();
    int count = atoi(argv[2]);
    for (int i = 0; i < count; i++) {
        graph_t *g = agmemread(dot);
        gvLayout(gvc, g, "dot");
        char *data = NULL; unsigned int length = 0;
        gvRenderData(gvc, g, "svg", &data, &length);
        gvFreeRenderData(data);
        gvFreeLayout(gvc, g);
        agclose(g);
    }
    gvFreeContext(gvc);
    free(dot);
    return 0;
}
