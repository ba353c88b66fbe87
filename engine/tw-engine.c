#include "engine/tw-engine.h"

const char *
tw_engine_version (void)
{
  return TW_VERSION;
}
