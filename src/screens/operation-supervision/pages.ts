/** The area's three screens in one lazy chunk, keyed by route name (one import in the route table). */
import managementByObjective from './management-by-objective'
import mboExamine from './mbo-examine'
import planningAnalysis from './planning-analysis'

export const PAGES = {
  'management-by-objective': managementByObjective,
  'planning-analysis': planningAnalysis,
  'mbo-examine': mboExamine,
}
