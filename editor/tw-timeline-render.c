/* placeholder */
#include "editor/tw-timeline-model.h"
